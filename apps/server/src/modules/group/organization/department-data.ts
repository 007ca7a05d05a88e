import { sql } from 'drizzle-orm';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Pick<Db, 'execute'> | Tx;

export type DepartmentNode = {
  id: number;
  parentId: number | null;
  name: string;
  depth: number;
  employeeCount: number;
  childCount: number;
};

const missing = (field = 'id') => new AppError('common-0405', { field });
const nameTaken = () => new AppError('group-0101', { field: 'name' });

/** The departments below `parentId` (0: all), each parent before its children, siblings by sort then id. */
export async function departmentTree(db: Runner, groupId: number, parentId: number): Promise<DepartmentNode[]> {
  if (parentId > 0) await assertDepartment(db, groupId, parentId, 'parentId');
  const r = await db.execute<DepartmentNode>(sql`
    with recursive t as (
      select d.id, d.parent_id, d.name, 1 as depth, array[d.sort, d.id] as path from group_departments d
      where d.institution_id = ${groupId} and ${parentId > 0 ? sql`d.parent_id = ${parentId}` : sql`d.parent_id is null`}
      union all
      select d.id, d.parent_id, d.name, t.depth + 1, t.path || array[d.sort, d.id] from group_departments d
      join t on d.parent_id = t.id where d.institution_id = ${groupId})
    select t.id, t.parent_id as "parentId", t.name, t.depth,
      (select count(*)::int from group_employee_profiles p join members m on m.institution_id = p.institution_id and m.id = p.member_id
        where p.institution_id = ${groupId} and p.department_id = t.id and m.status = 1) as "employeeCount",
      (select count(*)::int from group_departments c where c.institution_id = ${groupId} and c.parent_id = t.id) as "childCount"
    from t order by t.path`);
  return r.rows;
}

/** A department of the group (another group's id answers like a missing one, naming `field`). */
export async function assertDepartment(db: Runner, groupId: number, id: number, field = 'id'): Promise<void> {
  const r = await db.execute(sql`select 1 from group_departments where institution_id = ${groupId} and id = ${id}`);
  if (r.rows.length === 0) throw missing(field);
}

export async function addDepartment(db: Db, groupId: number, name: string, parentId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    if (parentId !== null) await assertDepartment(tx, groupId, parentId, 'parentId');
    const r = await guardedWrite(
      () =>
        tx.execute<{ id: number }>(sql`insert into group_departments (institution_id, parent_id, name, sort)
          values (${groupId}, ${parentId}, ${name},
            (select coalesce(max(sort), 0) + 1 from group_departments where institution_id = ${groupId} and parent_id is not distinct from ${parentId}))
          returning id`),
      { unique: nameTaken },
    );
    return r.rows[0].id;
  });
}

export async function renameDepartment(db: Db, groupId: number, id: number, name: string): Promise<void> {
  const r = await guardedWrite(
    () => db.execute(sql`update group_departments set name = ${name} where institution_id = ${groupId} and id = ${id} returning id`),
    { unique: nameTaken },
  );
  if (r.rows.length === 0) throw missing();
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
          union all select d.id from group_departments d join b on d.parent_id = b.id where d.institution_id = ${groupId})
        select 1 from b where id = ${parentId}`);
      if (below.rows.length > 0) throw new AppError('group-0102', { field: 'parentId' });
    }
    await guardedWrite(
      () => tx.execute(sql`update group_departments set parent_id = ${parentId} where institution_id = ${groupId} and id = ${id}`),
      { unique: nameTaken },
    );
  });
}

/** Only an empty department goes: no sub-departments, no active employees (departed ones lose it). */
export async function deleteDepartment(db: Db, groupId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ children: number; employees: number }>(sql`select
        (select count(*)::int from group_departments c where c.institution_id = d.institution_id and c.parent_id = d.id) as children,
        (select count(*)::int from group_employee_profiles p join members m on m.institution_id = p.institution_id and m.id = p.member_id
          where p.institution_id = d.institution_id and p.department_id = d.id and m.status = 1) as employees
      from group_departments d where d.institution_id = ${groupId} and d.id = ${id} for update`);
    const row = r.rows[0];
    if (!row) throw missing();
    if (row.children > 0) throw new AppError('group-0103', { field: 'id', data: { field: 'id', childCount: row.children } });
    if (row.employees > 0) throw new AppError('group-0104', { field: 'id', data: { field: 'id', employeeCount: row.employees } });
    await tx.execute(
      sql`update group_employee_profiles set department_id = null where institution_id = ${groupId} and department_id = ${id}`,
    );
    await tx.execute(sql`delete from group_departments where institution_id = ${groupId} and id = ${id}`);
  });
}
