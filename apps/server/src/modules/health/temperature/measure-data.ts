import { sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { findingsOf } from '../inspection/option-data.ts';

/** Abnormal checks (abnormal or absent for illness) over a range of days, with their findings and the measures taken. */

type Runner = Pick<Db, 'execute'>;
export type MeasureFilter = { start: string; end: string; clazzId?: number; name?: string };
export type MeasureRow = {
  day: string;
  slot: number;
  studentId: number;
  studentName: string;
  clazzName: string;
  result: string;
  temperature: number | null;
  findings: { itemId: number; itemName: string; finding: string }[];
  measures: string | null;
};

function where(schoolId: number, range: number[] | null, f: MeasureFilter) {
  // the partial index on abnormal records serves this filter
  return sql`r.school_id = ${schoolId} and r.result <> 'normal' and r.result <> 'absent-other'
    and r.day between ${f.start} and ${f.end} and ${inRange(sql`r.class_id`, range)}
    ${f.clazzId ? sql`and r.class_id = ${f.clazzId}` : sql``} ${f.name ? sql`and s.name ilike ${containsPattern(f.name)}` : sql``}`;
}
const from = sql`from inspect_records r join students s on s.school_id = r.school_id and s.id = r.student_id
  join classes c on c.school_id = r.school_id and c.id = r.class_id`;

export function measurePage(db: Runner, schoolId: number, range: number[] | null, f: MeasureFilter, pageNum: number, pageSize: number) {
  return pagedQuery<MeasureRow>(db, {
    select: sql`select to_char(r.day, 'YYYY-MM-DD') as day, r.slot, r.student_id as "studentId", s.name as "studentName",
        c.name as "clazzName", r.result, r.temperature::float8 as temperature, ${findingsOf} as findings, r.measures,
        count(*) over () as total
      ${from} where ${where(schoolId, range, f)}
      order by r.day desc, c.sort, r.class_id, s.name, r.student_id, r.slot`,
    count: sql`select count(*) as n ${from} where ${where(schoolId, range, f)}`,
    pageNum,
    pageSize,
  });
}

export async function measureCount(db: Runner, schoolId: number, range: number[] | null, f: MeasureFilter) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where(schoolId, range, f)}`);
  return r.rows[0].n;
}
