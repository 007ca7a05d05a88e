import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

/** Grade and class options of the health pages, and the class or child a filter names: always within the caller's range. */

export type Runner = Pick<Db, 'execute'>;

/** Grades holding an active class of the range, in level order. */
export async function gradeOptions(db: Runner, schoolId: number, range: number[] | null) {
  const r = await db.execute<{ id: number; name: string; level: number }>(sql`select g.id, g.name, g.level from grades g
    where g.school_id = ${schoolId} and exists (select 1 from classes c
      where c.school_id = g.school_id and c.grade_id = g.id and c.status = 1 and ${inRange(sql`c.id`, range)})
    order by g.level, g.sort, g.id`);
  return r.rows;
}

/** Active classes of the range, optionally of one grade, in grade then class order. */
export async function classOptions(db: Runner, schoolId: number, range: number[] | null, gradeId?: number) {
  const r = await db.execute<{ id: number; name: string; gradeId: number; gradeName: string }>(sql`select c.id, c.name,
      c.grade_id as "gradeId", g.name as "gradeName"
    from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
    where c.school_id = ${schoolId} and c.status = 1 and ${inRange(sql`c.id`, range)}
      ${gradeId ? sql`and c.grade_id = ${gradeId}` : sql``}
    order by g.level, g.sort, c.sort, c.id`);
  return r.rows;
}

/** Classes of the range that any of the exam plans measure, graduated ones too, each with the plans naming it. */
export async function classesOfPlans(db: Runner, schoolId: number, range: number[] | null, planIds: readonly number[]) {
  const r = await db.execute<{ id: number; name: string; gradeId: number; gradeName: string; planIds: number[] }>(sql`select c.id,
      c.name, c.grade_id as "gradeId", g.name as "gradeName", array_agg(pc.plan_id::int order by pc.plan_id) as "planIds"
    from exam_plan_classes pc
    join classes c on c.school_id = pc.school_id and c.id = pc.class_id
    join grades g on g.school_id = c.school_id and g.id = c.grade_id
    where pc.school_id = ${schoolId} and pc.plan_id = any(${sql.param(planIds)}::bigint[]) and ${inRange(sql`c.id`, range)}
    group by c.id, c.name, c.grade_id, g.name, g.level, g.sort, c.sort
    order by g.level, g.sort, c.sort, c.id`);
  return r.rows;
}

/** A class of the school within the range (a graduated one too: its past records stay readable); anything else is common-0405. */
export async function seenClass(db: Runner, schoolId: number, range: number[] | null, id: number) {
  if (!classInRange(range, id)) throw notFound();
  const r = await db.execute<{ id: number; name: string }>(sql`select id, name from classes where school_id = ${schoolId} and id = ${id}`);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/**
 * A child of the school whose present class is within the range; a teacher cannot read a
 * child of another class (common-0405, as for a child of another school).
 */
export async function seenChild(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const r = await db.execute<{ id: number; name: string; classId: number | null; className: string | null }>(sql`select s.id, s.name,
      s.class_id as "classId", c.name as "className"
    from students s left join classes c on c.school_id = s.school_id and c.id = s.class_id
    where s.school_id = ${schoolId} and s.id = ${id}`);
  const child = r.rows[0];
  if (!child || (range !== null && !classInRange(range, child.classId))) throw notFound();
  return child;
}

/** The findings of a record `r` with their item names, as [{itemId, itemName, finding}]. */
export const findingsOf = sql`coalesce((select jsonb_agg(jsonb_build_object('itemId', (f->>'itemId')::bigint,
    'itemName', coalesce(i.name, ''), 'finding', coalesce(f->>'finding', '')) order by ord)
  from jsonb_array_elements(r.findings) with ordinality as x(f, ord)
  left join inspect_items i on i.school_id = r.school_id and i.id = (f->>'itemId')::bigint), '[]'::jsonb)`;
