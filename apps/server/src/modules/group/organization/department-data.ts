import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { groupDepartments, groupEmployeeProfiles, members } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

const missing = (field = 'id') => new AppError('common-0405', { field });
const nameTaken = () => new AppError('group-0101', { field: 'name' });

const d = alias(groupDepartments, 'd');
// the recursive CTE t holds a department's columns with its depth and sort path
const t = alias(groupDepartments, 't');
const c = alias(groupDepartments, 'c');
const p = alias(groupEmployeeProfiles, 'p');
const m = alias(members, 'm');
const NODE = {
  id: t.id,
  parentId: t.parentId,
  name: t.name,
  depth: sql<number>`t.depth`,
  employeeCount: sql<number>`(select count(*)::int from ${groupEmployeeProfiles} p join ${members} m
    on ${m.institutionId} = ${p.institutionId} and ${m.id} = ${p.memberId}
    where ${p.institutionId} = ${t.institutionId} and ${p.departmentId} = ${t.id} and ${m.status} = 1)`,
  childCount: sql<number>`(select count(*)::int from ${groupDepartments} c
    where ${c.institutionId} = ${t.institutionId} and ${c.parentId} = ${t.id})`,
};
const NODE_LIST = selectList(NODE);
export type DepartmentNode = RowOf<typeof NODE>;
const CTE_COLUMNS = sql`${d.institutionId}, ${d.id}, ${d.parentId}, ${d.name}`;

/** The departments below `parentId` (0: all), each parent before its children, siblings by sort then id. */
export async function departmentTree(db: Runner, groupId: number, parentId: number): Promise<DepartmentNode[]> {
  if (parentId > 0) await assertDepartment(db, groupId, parentId, 'parentId');
  return preparedRows<DepartmentNode>(
    db,
    sql`
    with recursive t as (
      select ${CTE_COLUMNS}, 1 as depth, array[${d.sort}, ${d.id}] as path from ${groupDepartments} d
      where ${d.institutionId} = ${groupId} and ${parentId > 0 ? sql`${d.parentId} = ${parentId}` : sql`${d.parentId} is null`}
      union all
      select ${CTE_COLUMNS}, t.depth + 1, t.path || array[${d.sort}, ${d.id}] from ${groupDepartments} d
      join t on ${d.parentId} = ${t.id} where ${d.institutionId} = ${groupId})
    select ${NODE_LIST} from t order by t.path`,
  );
}

/** A department of the group (another group's id answers like a missing one, naming `field`). */
export async function assertDepartment(db: Runner, groupId: number, id: number, field = 'id'): Promise<void> {
  const found = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.institutionId, groupId), eq(d.id, id)));
  if (found.length === 0) throw missing(field);
}

export async function addDepartment(db: Db, groupId: number, name: string, parentId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    if (parentId !== null) await assertDepartment(tx, groupId, parentId, 'parentId');
    const siblings = and(eq(d.institutionId, groupId), parentId === null ? isNull(d.parentId) : eq(d.parentId, parentId));
    const last = tx
      .select({ sort: sql<number>`coalesce(max(${d.sort}), 0) + 1` })
      .from(d)
      .where(siblings);
    const [row] = await guardedWrite(
      () =>
        tx
          .insert(groupDepartments)
          .values({ institutionId: groupId, parentId, name, sort: sql`(${last})` })
          .returning({ id: groupDepartments.id }),
      { unique: nameTaken },
    );
    return row.id;
  });
}

const ofGroup = (groupId: number, id: number) => and(eq(groupDepartments.institutionId, groupId), eq(groupDepartments.id, id));

export async function renameDepartment(db: Db, groupId: number, id: number, name: string): Promise<void> {
  const rows = await guardedWrite(
    () => db.update(groupDepartments).set({ name }).where(ofGroup(groupId, id)).returning({ id: groupDepartments.id }),
    { unique: nameTaken },
  );
  if (rows.length === 0) throw missing();
}

/**
 * A move never puts a department under itself or its own descendants (that would cut the
 * branch off the tree). The group's departments are locked so two crossing moves cannot
 * together make a cycle.
 */
export async function moveDepartment(db: Db, groupId: number, id: number, parentId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`group-departments:${groupId}`}, 0))`);
    await assertDepartment(tx, groupId, id);
    if (parentId !== null) {
      await assertDepartment(tx, groupId, parentId, 'parentId');
      const below = await tx.execute(sql`with recursive b as (select ${id}::bigint as id
          union all select ${d.id} from ${groupDepartments} d join b on ${d.parentId} = b.id where ${d.institutionId} = ${groupId})
        select 1 from b where id = ${parentId}`);
      if (below.rows.length > 0) throw new AppError('group-0102', { field: 'parentId' });
    }
    await guardedWrite(() => tx.update(groupDepartments).set({ parentId }).where(ofGroup(groupId, id)), { unique: nameTaken });
  });
}

/** Only an empty department goes: no sub-departments, no active employees (departed ones lose it). */
export async function deleteDepartment(db: Db, groupId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: groupDepartments.id }).from(groupDepartments).where(ofGroup(groupId, id)).for('update');
    if (!row) throw missing();
    const [{ children }] = await tx
      .select({ children: count() })
      .from(groupDepartments)
      .where(and(eq(groupDepartments.institutionId, groupId), eq(groupDepartments.parentId, id)));
    if (children > 0) throw new AppError('group-0103', { field: 'id', data: { field: 'id', childCount: children } });
    const [{ employees }] = await tx
      .select({ employees: count() })
      .from(groupEmployeeProfiles)
      .innerJoin(
        members,
        and(eq(members.institutionId, groupEmployeeProfiles.institutionId), eq(members.id, groupEmployeeProfiles.memberId)),
      )
      .where(and(eq(groupEmployeeProfiles.institutionId, groupId), eq(groupEmployeeProfiles.departmentId, id), eq(members.status, 1)));
    if (employees > 0) throw new AppError('group-0104', { field: 'id', data: { field: 'id', employeeCount: employees } });
    await tx
      .update(groupEmployeeProfiles)
      .set({ departmentId: null })
      .where(and(eq(groupEmployeeProfiles.institutionId, groupId), eq(groupEmployeeProfiles.departmentId, id)));
    await tx.delete(groupDepartments).where(ofGroup(groupId, id));
  });
}
