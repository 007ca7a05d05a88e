import type { DataScope, RoleInput } from '@kg/shared/modules/system/roles';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { memberRoles, members, rolePermissions, roles } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { lockRoleManagers, roleManagerRemains } from '../../../platform/tenancy/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const nameTaken = () => new AppError('system-0202', { field: 'name' });
const roleNotFound = () => new AppError('system-0201', { field: 'id' });

type RoleAlias = ReturnType<typeof alias<typeof roles, string>>;
const mr = alias(memberRoles, 'mr');
const m = alias(members, 'm');
const rp = alias(rolePermissions, 'rp');

/** Active staff holding a role (departed staff keep their rows but act no more). */
const holders = (r: RoleAlias) =>
  sql<number>`(select count(*)::int from ${memberRoles} mr join ${members} m
  on ${m.institutionId} = ${mr.institutionId} and ${m.id} = ${mr.memberId}
  where ${mr.institutionId} = ${r.institutionId} and ${mr.roleId} = ${r.id} and ${m.status} = 1)`;
/** The role's codes, sorted. */
const codesOf = (r: RoleAlias) =>
  sql<string[]>`coalesce((select array_agg(${rp.code} order by ${rp.code}) from ${rolePermissions} rp
    where ${rp.institutionId} = ${r.institutionId} and ${rp.roleId} = ${r.id}), '{}')`;

// the page's rows come from the CTE pg (the page of roles), named like the table
const pg = alias(roles, 'pg');
const ROLE = {
  id: pg.id,
  name: pg.name,
  description: pg.description,
  builtin: pg.builtin,
  dataScope: sql<DataScope>`${pg.dataScope}`,
  holderCount: holders(pg),
  codeCount: sql<number>`(select count(*)::int from ${rolePermissions} rp
    where ${rp.institutionId} = ${pg.institutionId} and ${rp.roleId} = ${pg.id})`,
  createdAt: pg.createdAt,
};
const ROLE_LIST = selectList(ROLE);
export type RoleRow = RowOf<typeof ROLE>;

const r = alias(roles, 'r');
const ROLE_DETAIL = {
  id: r.id,
  name: r.name,
  description: r.description,
  builtin: r.builtin,
  dataScope: sql<DataScope>`${r.dataScope}`,
  holderCount: holders(r),
  codes: codesOf(r),
};
const ROLE_DETAIL_LIST = selectList(ROLE_DETAIL);
const MATRIX = { id: r.id, name: r.name, builtin: r.builtin, codes: codesOf(r) };
const MATRIX_LIST = selectList(MATRIX);

export function listRoles(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${r.institutionId} = ${schoolId} ${q.name ? sql`and ${r.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<RoleRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${roles} r where ${where}`,
    select: (cut) => sql`with pg as (select r.*, count(*) over () as total from ${roles} r where ${where}
        order by (${r.builtin} is null), ${r.id} ${cut})
      select ${ROLE_LIST}, pg.total
      from pg order by (${pg.builtin} is null), ${pg.id}`,
  });
}

export async function roleOptions(db: Db, schoolId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.institutionId, schoolId))
    .orderBy(sql`(${roles.builtin} is null)`, asc(roles.id));
}

export async function getRole(db: Db | Tx, schoolId: number, id: number) {
  const [row] = await preparedRows<RowOf<typeof ROLE_DETAIL>>(
    db,
    sql`select ${ROLE_DETAIL_LIST} from ${roles} r where ${r.institutionId} = ${schoolId} and ${r.id} = ${id}`,
  );
  if (!row) throw roleNotFound();
  return row;
}

/** Every role of the school with its codes: the catalogue's matrix. */
export async function roleMatrix(db: Db, schoolId: number) {
  return preparedRows<RowOf<typeof MATRIX>>(
    db,
    sql`select ${MATRIX_LIST} from ${roles} r where ${r.institutionId} = ${schoolId} order by (${r.builtin} is null), ${r.id}`,
  );
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
    const [{ id }] = await guardedWrite(
      () =>
        tx
          .insert(roles)
          .values({ institutionId: schoolId, name: p.name, description: p.description, dataScope: p.dataScope })
          .returning({ id: roles.id }),
      { unique: nameTaken },
    );
    await writeCodes(tx, schoolId, id, p.codes);
    return id;
  });
}

/** `codes` arrive checked against the tree; the director role's are the caller's to force. */
export async function updateRole(db: Db, schoolId: number, id: number, p: RoleInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoleManagers(tx, schoolId);
    const updated = await guardedWrite(
      () =>
        tx
          .update(roles)
          .set({ name: p.name, description: p.description, dataScope: p.dataScope })
          .where(and(eq(roles.institutionId, schoolId), eq(roles.id, id)))
          .returning({ id: roles.id }),
      { unique: nameTaken },
    );
    if (updated.length === 0) throw roleNotFound();
    await writeCodes(tx, schoolId, id, p.codes);
    await assertRoleManagerRemains(tx, schoolId);
  });
}

export async function builtinOf(db: Db, schoolId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ builtin: roles.builtin })
    .from(roles)
    .where(and(eq(roles.institutionId, schoolId), eq(roles.id, id)));
  if (!row) throw roleNotFound();
  return row.builtin;
}

/** A copy is the school's own role: "<name> 副本", numbered past names already taken, within the name limit. */
export async function copyRole(db: Db, schoolId: number, id: number, maxName: number): Promise<number> {
  return db.transaction(async (tx) => {
    const src = await getRole(tx, schoolId, id);
    const taken = new Set((await tx.select({ name: roles.name }).from(roles).where(eq(roles.institutionId, schoolId))).map((x) => x.name));
    let name = '';
    for (let n = 1; !name || taken.has(name); n++) {
      const suffix = n === 1 ? ' 副本' : ` 副本${n}`;
      name = src.name.slice(0, maxName - suffix.length) + suffix;
    }
    const [{ id: copyId }] = await guardedWrite(
      () =>
        tx
          .insert(roles)
          .values({ institutionId: schoolId, name, description: src.description, dataScope: src.dataScope })
          .returning({ id: roles.id }),
      { unique: nameTaken },
    );
    await writeCodes(tx, schoolId, copyId, src.codes);
    return copyId;
  });
}

/** Only a role nobody holds (active or departed staff alike) goes; built-in roles stay. */
export async function deleteRole(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx
      .select({ builtin: roles.builtin })
      .from(roles)
      .where(and(eq(roles.institutionId, schoolId), eq(roles.id, id)))
      .for('update');
    if (!role) throw roleNotFound();
    if (role.builtin) throw new AppError('system-0206', { field: 'id' });
    const [held] = await tx
      .select({ n: count() })
      .from(memberRoles)
      .where(and(eq(memberRoles.institutionId, schoolId), eq(memberRoles.roleId, id)));
    if (held.n > 0) throw new AppError('system-0204', { field: 'id', data: { field: 'id', holderCount: held.n } });
    await tx.execute(sql`delete from roles where institution_id = ${schoolId} and id = ${id}`);
  });
}
