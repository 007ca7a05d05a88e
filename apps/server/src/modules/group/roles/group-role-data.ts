import type { GroupRoleInput } from '@kg/shared/modules/group/roles';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { groupRoleSchoolCodes, memberRoles, members, rolePermissions as roleCodes, roles } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { assertGroupRoleManagerRemains, lockGroupRoleManagers, type Tx } from './role-managers.ts';

const nameTaken = () => new AppError('group-0201', { field: 'name' });
const roleMissing = (field = 'id') => new AppError('common-0405', { field });

const r = alias(roles, 'r');
// the page's rows (the CTE pg holds roles' columns) get their holders and codes counted
const pg = alias(roles, 'pg');
const mr = alias(memberRoles, 'mr');
const m = alias(members, 'm');
const rp = alias(roleCodes, 'rp');
const gc = alias(groupRoleSchoolCodes, 'gc');
type Role = typeof r | typeof pg;
const codesOf = (role: Role) =>
  sql<string[]>`coalesce((select array_agg(${rp.code} order by ${rp.code}) from ${roleCodes} rp
    where ${rp.institutionId} = ${role.institutionId} and ${rp.roleId} = ${role.id}), '{}')`;
const schoolCodesOf = (role: Role) =>
  sql<string[]>`coalesce((select array_agg(${gc.code} order by ${gc.code}) from ${groupRoleSchoolCodes} gc
    where ${gc.institutionId} = ${role.institutionId} and ${gc.roleId} = ${role.id}), '{}')`;
const ROW = {
  id: pg.id,
  name: pg.name,
  description: pg.description,
  builtin: pg.builtin,
  holderCount: sql<number>`(select count(*)::int from ${memberRoles} mr join ${members} m
    on ${m.institutionId} = ${mr.institutionId} and ${m.id} = ${mr.memberId}
    where ${mr.institutionId} = ${pg.institutionId} and ${mr.roleId} = ${pg.id} and ${m.status} = 1)`,
  consoleCodes: codesOf(pg),
  schoolCodeCount: sql<number>`(select count(*)::int from ${groupRoleSchoolCodes} gc
    where ${gc.institutionId} = ${pg.institutionId} and ${gc.roleId} = ${pg.id})`,
};
const ROW_LIST = selectList(ROW);
const CODES = { consoleCodes: codesOf(r), schoolCodes: schoolCodesOf(r) };
const CODE_LIST = selectList(CODES);

export function listGroupRoles(db: Db, groupId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${r.institutionId} = ${groupId} ${q.name ? sql`and ${r.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${roles} r where ${where}`,
    select: (cut) => sql`with pg as (select r.*, count(*) over () as total from ${roles} r where ${where}
        order by (${r.builtin} is null), ${r.id} ${cut})
      select ${ROW_LIST}, pg.total from pg order by (${pg.builtin} is null), ${pg.id}`,
  });
}

export function groupRoleOptions(db: Db, groupId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.institutionId, groupId))
    .orderBy(sql`(${roles.builtin} is null)`, asc(roles.id));
}

export async function addGroupRole(db: Db, groupId: number, p: GroupRoleInput): Promise<number> {
  const [row] = await guardedWrite(
    () => db.insert(roles).values({ institutionId: groupId, name: p.name, description: p.description }).returning({ id: roles.id }),
    { unique: nameTaken },
  );
  return row.id;
}

export async function updateGroupRole(db: Db, groupId: number, id: number, p: GroupRoleInput): Promise<void> {
  const rows = await guardedWrite(
    () =>
      db
        .update(roles)
        .set({ name: p.name, description: p.description })
        .where(and(eq(roles.institutionId, groupId), eq(roles.id, id)))
        .returning({ id: roles.id }),
    { unique: nameTaken },
  );
  if (rows.length === 0) throw roleMissing();
}

/** Only a role nobody holds (active or departed employees alike) goes; the built-in one stays. */
export async function deleteGroupRole(db: Db, groupId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ builtin: roles.builtin })
      .from(roles)
      .where(and(eq(roles.institutionId, groupId), eq(roles.id, id)))
      .for('update');
    if (!row) throw roleMissing();
    const [{ holders }] = await tx
      .select({ holders: count() })
      .from(memberRoles)
      .where(and(eq(memberRoles.institutionId, groupId), eq(memberRoles.roleId, id)));
    if (row.builtin) throw new AppError('group-0204', { field: 'id' });
    if (holders > 0) throw new AppError('group-0203', { field: 'id', data: { field: 'id', holderCount: holders } });
    await tx.delete(roles).where(and(eq(roles.institutionId, groupId), eq(roles.id, id)));
  });
}

export async function rolePermissions(db: Db, groupId: number, roleId: number) {
  const [row] = await preparedRows<RowOf<typeof CODES>>(
    db,
    sql`select ${CODE_LIST} from ${roles} r where ${r.institutionId} = ${groupId} and ${r.id} = ${roleId}`,
  );
  if (!row) throw roleMissing('roleId');
  return { roleId, ...row };
}

async function replaceCodes(
  tx: Tx,
  table: typeof roleCodes | typeof groupRoleSchoolCodes,
  groupId: number,
  roleId: number,
  codes: string[],
) {
  const list = sql`${sql.param(codes)}::text[]`;
  await tx.delete(table).where(and(eq(table.institutionId, groupId), eq(table.roleId, roleId), sql`${table.code} <> all(${list})`));
  if (codes.length === 0) return;
  await tx
    .insert(table)
    .values(codes.map((code) => ({ institutionId: groupId, roleId, code })))
    .onConflictDoNothing();
}

/** Codes arrive checked against their catalogues; someone must still manage group roles afterwards. */
export async function savePermissions(db: Db, groupId: number, roleId: number, consoleCodes: string[], schoolCodes: string[]) {
  await db.transaction(async (tx) => {
    await lockGroupRoleManagers(tx, groupId);
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.institutionId, groupId), eq(roles.id, roleId)))
      .for('update');
    if (found.length === 0) throw roleMissing('roleId');
    await replaceCodes(tx, roleCodes, groupId, roleId, consoleCodes);
    await replaceCodes(tx, groupRoleSchoolCodes, groupId, roleId, schoolCodes);
    await assertGroupRoleManagerRemains(tx, groupId, 'group-0205', 'consoleCodes');
  });
}
