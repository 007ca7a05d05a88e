import { count, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, inspectRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { findingsOf } from '../inspection/option-data.ts';

/** Abnormal checks (abnormal or absent for illness) over a range of days, with their findings and the measures taken. */

export type MeasureFilter = { start: string; end: string; clazzId?: number; name?: string };

// findingsOf reads the record as `r`
const r = alias(inspectRecords, 'r');
const s = alias(students, 's');
const c = alias(classes, 'c');
const FIELDS = {
  day: sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`,
  slot: r.slot,
  studentId: r.studentId,
  studentName: s.name,
  clazzName: c.name,
  result: r.result,
  temperature: sql<number | null>`${r.temperature}::float8`,
  findings: sql<{ itemId: number; itemName: string; finding: string }[]>`${findingsOf}`,
  measures: r.measures,
};
const COLUMNS = selectList(FIELDS);
const COUNTED = { n: count() };
export type MeasureRow = RowOf<typeof FIELDS>;

function where(schoolId: number, range: number[] | null, f: MeasureFilter) {
  // the partial index on abnormal records serves this filter
  return sql`${r.schoolId} = ${schoolId} and ${r.result} <> 'normal' and ${r.result} <> 'absent-other'
    and ${r.day} between ${f.start} and ${f.end} and ${inRange(sql`${r.classId}`, range)}
    ${f.clazzId ? sql`and ${r.classId} = ${f.clazzId}` : sql``} ${f.name ? sql`and ${s.name} ilike ${containsPattern(f.name)}` : sql``}`;
}
const from = sql`from ${inspectRecords} r join ${students} s on ${s.schoolId} = ${r.schoolId} and ${s.id} = ${r.studentId}
  join ${classes} c on ${c.schoolId} = ${r.schoolId} and ${c.id} = ${r.classId}`;

export function measurePage(db: Db, schoolId: number, range: number[] | null, f: MeasureFilter, pageNum: number, pageSize: number) {
  return pagedQuery<MeasureRow>(db, {
    select: sql`select ${COLUMNS}, count(*) over () as total
      ${from} where ${where(schoolId, range, f)}
      order by ${r.day} desc, ${c.sort}, ${r.classId}, ${s.name}, ${r.studentId}, ${r.slot}`,
    count: sql`select count(*) as n ${from} where ${where(schoolId, range, f)}`,
    pageNum,
    pageSize,
  });
}

export async function measureCount(db: Db, schoolId: number, range: number[] | null, f: MeasureFilter) {
  const [row] = await preparedRows<RowOf<typeof COUNTED>>(
    db,
    sql`select ${selectList(COUNTED)} ${from} where ${where(schoolId, range, f)}`,
  );
  return row.n;
}
