import type { AllergenChild } from '@kg/shared/modules/health/alerts/data-centre';
import { sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

/**
 * The children in school (within the caller's classes) with one allergen of the school's
 * catalogue, most severe first: what a bar of the allergen chart stands for.
 */
export async function allergenChildren(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { allergenId: number; pageNum: number; pageSize: number },
) {
  oneRow((await db.execute(sql`select 1 from allergens where school_id = ${schoolId} and id = ${q.allergenId}`)).rows);
  const where = sql`sa.school_id = ${schoolId} and sa.allergen_id = ${q.allergenId} and s.status = 1 and ${inRange(sql`s.class_id`, range)}`;
  const from = sql`student_allergies sa join students s on s.school_id = sa.school_id and s.id = sa.student_id`;
  return pagedQuery<AllergenChild>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select s.id as "studentId", s.name, c.name as "className", sa.severity, sa.reaction, count(*) over () as total
      from ${from} left join classes c on c.school_id = s.school_id and c.id = s.class_id
      where ${where} order by sa.severity desc, c.name, s.name, s.id`,
  });
}
