import type { GroupRoleInput } from '@kg/shared/modules/group/roles';
import { sql } from 'drizzle-orm';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { assertGroupRoleManagerRemains, lockGroupRoleManagers, type Tx } from './role-managers.ts';

export interface GroupRoleRow {
  id: number;
  name: string;
  description: string | null;
  builtin: string | null;
  holderCount: number;
  consoleCodes: string[];
  schoolCodeCount: number;
}

const nameTaken = () => new AppError('group-0201', { field: 'name' });
const roleMissing = (field = 'id') => new AppError('common-0405', { field });

export function listGroupRoles(db: Db, groupId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`r.institution_id = ${groupId} ${q.name ? sql`and r.name ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<GroupRoleRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from roles r where ${where}`,
    select: (cut) => sql`with pg as (select r.*, count(*) over () as total from roles r where ${where}
        order by (r.builtin is null), r.id ${cut})
      select pg.id, pg.name, pg.description, pg.builtin,
        (select count(*)::int from member_roles mr join members m on m.institution_id = mr.institution_id and m.id = mr.member_id
          where mr.institution_id = pg.institution_id and mr.role_id = pg.id and m.status = 1) as "holderCount",
        coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
          where rp.institution_id = pg.institution_id and rp.role_id = pg.id), '{}') as "consoleCodes",
        (select count(*)::int from group_role_school_codes gc where gc.institution_id = pg.institution_id and gc.role_id = pg.id) as "schoolCodeCount",
        pg.total
      from pg order by (pg.builtin is null), pg.id`,
  });
}

export async function groupRoleOptions(db: Db, groupId: number) {
  const r = await db.execute<{ id: number; name: string }>(
    sql`select id, name from roles where institution_id = ${groupId} order by (builtin is null), id`,
  );
  return r.rows;
}

export async function addGroupRole(db: Db, groupId: number, p: GroupRoleInput): Promise<number> {
  const r = await guardedWrite(
    () =>
      db.execute<{ id: number }>(sql`insert into roles (institution_id, name, description)
        values (${groupId}, ${p.name}, ${p.description}) returning id`),
    { unique: nameTaken },
  );
  return r.rows[0].id;
}

export async function updateGroupRole(db: Db, groupId: number, id: number, p: GroupRoleInput): Promise<void> {
  const r = await guardedWrite(
    () =>
      db.execute(sql`update roles set name = ${p.name}, description = ${p.description}
        where institution_id = ${groupId} and id = ${id} returning id`),
    { unique: nameTaken },
  );
  if (r.rows.length === 0) throw roleMissing();
}

/** Only a role nobody holds (active or departed employees alike) goes; the built-in one stays. */
export async function deleteGroupRole(db: Db, groupId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ builtin: string | null; holders: number }>(sql`select r.builtin,
        (select count(*)::int from member_roles mr where mr.institution_id = r.institution_id and mr.role_id = r.id) as holders
      from roles r where r.institution_id = ${groupId} and r.id = ${id} for update`);
    const row = r.rows[0];
    if (!row) throw roleMissing();
    if (row.builtin) throw new AppError('group-0204', { field: 'id' });
    if (row.holders > 0) throw new AppError('group-0203', { field: 'id', data: { field: 'id', holderCount: row.holders } });
    await tx.execute(sql`delete from roles where institution_id = ${groupId} and id = ${id}`);
  });
}

export async function rolePermissions(db: Db, groupId: number, roleId: number) {
  const r = await db.execute<{ consoleCodes: string[]; schoolCodes: string[] }>(sql`select
      coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
        where rp.institution_id = r.institution_id and rp.role_id = r.id), '{}') as "consoleCodes",
      coalesce((select array_agg(gc.code order by gc.code) from group_role_school_codes gc
        where gc.institution_id = r.institution_id and gc.role_id = r.id), '{}') as "schoolCodes"
    from roles r where r.institution_id = ${groupId} and r.id = ${roleId}`);
  if (r.rows.length === 0) throw roleMissing('roleId');
  return { roleId, ...r.rows[0] };
}

async function replaceCodes(
  tx: Tx,
  table: 'role_permissions' | 'group_role_school_codes',
  groupId: number,
  roleId: number,
  codes: string[],
) {
  const t = sql.raw(table);
  const list = sql`${sql.param(codes)}::text[]`;
  await tx.execute(sql`delete from ${t} where institution_id = ${groupId} and role_id = ${roleId} and code <> all(${list})`);
  await tx.execute(sql`insert into ${t} (institution_id, role_id, code)
    select ${groupId}, ${roleId}, c from unnest(${list}) c on conflict do nothing`);
}

/** Codes arrive checked against their catalogues; someone must still manage group roles afterwards. */
export async function savePermissions(db: Db, groupId: number, roleId: number, consoleCodes: string[], schoolCodes: string[]) {
  await db.transaction(async (tx) => {
    await lockGroupRoleManagers(tx, groupId);
    const r = await tx.execute(sql`select 1 from roles where institution_id = ${groupId} and id = ${roleId} for update`);
    if (r.rows.length === 0) throw roleMissing('roleId');
    await replaceCodes(tx, 'role_permissions', groupId, roleId, consoleCodes);
    await replaceCodes(tx, 'group_role_school_codes', groupId, roleId, schoolCodes);
    await assertGroupRoleManagerRemains(tx, groupId, 'group-0205', 'consoleCodes');
  });
}
