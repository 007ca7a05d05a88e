import type { DataScope, RoleInput } from '@kg/shared/modules/system/roles';
import { sql } from 'drizzle-orm';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { lockRoleManagers, roleManagerRemains } from '../../../platform/tenancy/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  builtin: string | null;
  dataScope: DataScope;
  holderCount: number;
  codeCount: number;
  createdAt: Date;
}

const nameTaken = () => new AppError('system-0202', { field: 'name' });
const roleNotFound = () => new AppError('system-0201', { field: 'id' });

/** Active staff holding a role (departed staff keep their rows but act no more). */
const holders = (alias: string) =>
  sql.raw(`(select count(*)::int from member_roles mr join members m
  on m.institution_id = mr.institution_id and m.id = mr.member_id
  where mr.institution_id = ${alias}.institution_id and mr.role_id = ${alias}.id and m.status = 1)`);

export function listRoles(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`r.institution_id = ${schoolId} ${q.name ? sql`and r.name ilike ${containsPattern(q.name)}` : sql``}`;
  const order = sql.raw('(pg.builtin is null), pg.id');
  return pagedQuery<RoleRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from roles r where ${where}`,
    select: (cut) => sql`with pg as (select r.*, count(*) over () as total from roles r where ${where}
        order by (r.builtin is null), r.id ${cut})
      select pg.id, pg.name, pg.description, pg.builtin, pg.data_scope as "dataScope", ${holders('pg')} as "holderCount",
        (select count(*)::int from role_permissions rp where rp.institution_id = pg.institution_id and rp.role_id = pg.id) as "codeCount",
        pg.created_at as "createdAt", pg.total
      from pg order by ${order}`,
  });
}

export async function roleOptions(db: Db, schoolId: number) {
  const r = await db.execute<{ id: number; name: string }>(
    sql`select id, name from roles where institution_id = ${schoolId} order by (builtin is null), id`,
  );
  return r.rows;
}

export async function getRole(db: Db | Tx, schoolId: number, id: number) {
  const r = await db.execute<Omit<RoleRow, 'codeCount' | 'createdAt'> & { codes: string[] }>(sql`
    select r.id, r.name, r.description, r.builtin, r.data_scope as "dataScope", ${holders('r')} as "holderCount",
      coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
        where rp.institution_id = r.institution_id and rp.role_id = r.id), '{}') as codes
    from roles r where r.institution_id = ${schoolId} and r.id = ${id}`);
  if (r.rows.length === 0) throw roleNotFound();
  return r.rows[0];
}

/** Every role of the school with its codes: the catalogue's matrix. */
export async function roleMatrix(db: Db, schoolId: number) {
  const r = await db.execute<{ id: number; name: string; builtin: string | null; codes: string[] }>(sql`
    select r.id, r.name, r.builtin,
      coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
        where rp.institution_id = r.institution_id and rp.role_id = r.id), '{}') as codes
    from roles r where r.institution_id = ${schoolId} order by (r.builtin is null), r.id`);
  return r.rows;
}

async function writeCodes(tx: Tx, schoolId: number, roleId: number, codes: readonly string[]) {
  await tx.execute(sql`delete from role_permissions where institution_id = ${schoolId} and role_id = ${roleId}
    and code <> all(${sql.param([...codes])}::text[])`);
  await tx.execute(sql`insert into role_permissions (institution_id, role_id, code)
    select ${schoolId}, ${roleId}, c from unnest(${sql.param([...codes])}::text[]) c on conflict do nothing`);
}

/**
 * Nobody removes the last way to manage roles: after a change, some member who can sign in must
 * still hold the roles code (the platform's guard, shared with departures, role changes and disabling).
 * Checked inside the writing transaction, so a refusal writes nothing.
 */
async function assertRoleManagerRemains(tx: Tx, schoolId: number): Promise<void> {
  if (!(await roleManagerRemains(tx, schoolId))) throw new AppError('system-0205', { field: 'codes' });
}

export async function addRole(db: Db, schoolId: number, p: RoleInput): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await guardedWrite(
      () =>
        tx.execute<{ id: number }>(sql`insert into roles (institution_id, name, description, data_scope)
          values (${schoolId}, ${p.name}, ${p.description}, ${p.dataScope}) returning id`),
      { unique: nameTaken },
    );
    const id = r.rows[0].id;
    await writeCodes(tx, schoolId, id, p.codes);
    return id;
  });
}

/** `codes` arrive checked against the tree; the director role's are the caller's to force. */
export async function updateRole(db: Db, schoolId: number, id: number, p: RoleInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoleManagers(tx, schoolId);
    const r = await guardedWrite(
      () =>
        tx.execute(sql`update roles set name = ${p.name}, description = ${p.description}, data_scope = ${p.dataScope}
          where institution_id = ${schoolId} and id = ${id} returning id`),
      { unique: nameTaken },
    );
    if (r.rows.length === 0) throw roleNotFound();
    await writeCodes(tx, schoolId, id, p.codes);
    await assertRoleManagerRemains(tx, schoolId);
  });
}

export async function builtinOf(db: Db, schoolId: number, id: number): Promise<string | null> {
  const r = await db.execute<{ builtin: string | null }>(sql`select builtin from roles where institution_id = ${schoolId} and id = ${id}`);
  if (r.rows.length === 0) throw roleNotFound();
  return r.rows[0].builtin;
}

/** A copy is the school's own role: "<name> 副本", numbered past names already taken, within the name limit. */
export async function copyRole(db: Db, schoolId: number, id: number, maxName: number): Promise<number> {
  return db.transaction(async (tx) => {
    const src = await getRole(tx, schoolId, id);
    const taken = new Set(
      (await tx.execute<{ name: string }>(sql`select name from roles where institution_id = ${schoolId}`)).rows.map((x) => x.name),
    );
    let name = '';
    for (let n = 1; !name || taken.has(name); n++) {
      const suffix = n === 1 ? ' 副本' : ` 副本${n}`;
      name = src.name.slice(0, maxName - suffix.length) + suffix;
    }
    const r = await guardedWrite(
      () =>
        tx.execute<{ id: number }>(sql`insert into roles (institution_id, name, description, data_scope)
          values (${schoolId}, ${name}, ${src.description}, ${src.dataScope}) returning id`),
      { unique: nameTaken },
    );
    await writeCodes(tx, schoolId, r.rows[0].id, src.codes);
    return r.rows[0].id;
  });
}

/** Only a role nobody holds (active or departed staff alike) goes; built-in roles stay. */
export async function deleteRole(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ builtin: string | null }>(
      sql`select builtin from roles where institution_id = ${schoolId} and id = ${id} for update`,
    );
    const role = found.rows[0];
    if (!role) throw roleNotFound();
    if (role.builtin) throw new AppError('system-0206', { field: 'id' });
    const held = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from member_roles where institution_id = ${schoolId} and role_id = ${id}`,
    );
    if (held.rows[0].n > 0) throw new AppError('system-0204', { field: 'id', data: { field: 'id', holderCount: held.rows[0].n } });
    await tx.execute(sql`delete from roles where institution_id = ${schoolId} and id = ${id}`);
  });
}
