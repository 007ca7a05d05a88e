import type { Input } from '@kg/shared/contract/endpoint';
import type { statisticEndpoints } from '@kg/shared/modules/health/inspection/inspection';
import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { classes, inspectClassDays, inspectItems, inspectRecords, members, students } from '../../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../../db/select-list.ts';
import { findingsOf, type Runner } from './option-data.ts';

/** The daily list: one day's checks of the caller's range, and the per-class counts of that day. */

export type DailyFilter = Omit<Input<typeof statisticEndpoints.exportDaily>, never>;
const r = alias(inspectRecords, 'r');
const s = alias(students, 's');
const c = alias(classes, 'c');
const m = alias(members, 'm');

/** A row of the daily list: `p` is the page of bare records (names and the class's sort carried), `r` its record. */
const DAILY = {
  studentId: sql<number>`p.student_id`,
  studentName: sql<string>`p.student_name`,
  clazzId: r.classId,
  clazzName: sql<string>`p.class_name`,
  slot: r.slot,
  result: r.result,
  temperature: sql<number | null>`${r.temperature}::float8`,
  findings: sql<{ itemId: number; itemName: string; finding: string }[]>`${findingsOf}`,
  measures: r.measures,
  note: r.note,
  recorderName: sql<string | null>`${m.realName}`,
};
const DAILY_LIST = selectList(DAILY);
// the day's list is a hot path: its fixed parts are rendered to text once (renderedOnce), its values per call
const W = {
  schoolId: renderedOnce(r.schoolId),
  day: renderedOnce(r.day),
  classId: renderedOnce(r.classId),
  slot: renderedOnce(r.slot),
  result: renderedOnce(r.result),
  findings: renderedOnce(r.findings),
  studentName: renderedOnce(s.name),
};
export type DailyRow = RowOf<typeof DAILY>;

function where(schoolId: number, range: number[] | null, f: DailyFilter) {
  return sql`${W.schoolId} = ${schoolId} and ${W.day} = ${f.day} and ${inRange(W.classId, range)}
    ${f.clazzId ? sql`and ${W.classId} = ${f.clazzId}` : sql``}
    ${f.slot ? sql`and ${W.slot} = ${f.slot}` : sql``}
    ${f.result ? sql`and ${W.result} = ${f.result}` : sql``}
    ${f.finding ? sql`and ${W.findings} @> jsonb_build_array(jsonb_build_object('finding', ${f.finding}::text))` : sql``}
    ${f.studentName ? sql`and ${W.studentName} ilike ${containsPattern(f.studentName)}` : sql``}`;
}

const from = renderedOnce(sql`from ${inspectRecords} r
  join ${students} s on ${s.schoolId} = ${r.schoolId} and ${s.id} = ${r.studentId}
  join ${classes} c on ${c.schoolId} = ${r.schoolId} and ${c.id} = ${r.classId}`);
// the page is cut on the bare records, then only its rows get findings and the recorder's name
const PAGE_HEAD = renderedOnce(sql`with page as (select ${r.schoolId}, ${r.day}, ${r.slot}, ${r.studentId}, ${s.name} as student_name,
  ${c.name} as class_name, ${c.sort} as class_sort, count(*) over () as total`);
const PAGE_ORDER = renderedOnce(sql`order by ${c.sort}, ${r.classId}, ${s.name}, ${r.studentId}, ${r.slot}`);
const PAGE_ROWS = renderedOnce(sql`) select ${DAILY_LIST}, p.total
  from page p join ${inspectRecords} r on ${r.schoolId} = p.school_id and ${r.day} = p.day and ${r.slot} = p.slot
    and ${r.studentId} = p.student_id
  left join ${members} m on ${m.institutionId} = ${r.schoolId} and ${m.id} = ${r.recordedBy}
  order by p.class_sort, ${r.classId}, p.student_name, p.student_id, ${r.slot}`);

/** The rows of one page (or of `limit` rows from `offset`, for the export), in class, name and slot order. */
export function dailyPage(db: Runner, schoolId: number, range: number[] | null, f: DailyFilter, pageNum: number, pageSize: number) {
  return pagedQuery<DailyRow>(db, {
    select: (cut) => sql`${PAGE_HEAD} ${from} where ${where(schoolId, range, f)} ${PAGE_ORDER} ${cut}${PAGE_ROWS}`,
    count: sql`select count(*) as n ${from} where ${where(schoolId, range, f)}`,
    pageNum,
    pageSize,
  });
}

const COUNT = { n: sql<number>`count(*)::int` };

export async function dailyCount(db: Runner, schoolId: number, range: number[] | null, f: DailyFilter) {
  const [row] = await preparedRows<RowOf<typeof COUNT>>(db, sql`select ${selectList(COUNT)} ${from} where ${where(schoolId, range, f)}`);
  return row.n;
}

/** Summed per class over the day's slots (the roster the largest), from the kept counts `d` and the class `c`. */
const cd = alias(inspectClassDays, 'd');
const CLASS_TOTALS = {
  clazzId: cd.classId,
  clazzName: c.name,
  roster: sql<number>`max(${cd.roster})::int`,
  checked: sql<number>`sum(${cd.checked})::int`,
  abnormal: sql<number>`sum(${cd.abnormal})::int`,
  fever: sql<number>`sum(${cd.fever})::int`,
  absentSick: sql<number>`sum(${cd.absentSick})::int`,
  absentOther: sql<number>`sum(${cd.absentOther})::int`,
};
const CLASS_TOTALS_LIST = selectList(CLASS_TOTALS);

/**
 * Each class's counts that day from the kept class-day counts (never recounted from records):
 * for one slot its counts; over the day the checks of all slots summed, the roster the largest.
 */
export async function classTotals(db: Runner, schoolId: number, range: number[] | null, f: Pick<DailyFilter, 'day' | 'clazzId' | 'slot'>) {
  const d = cd;
  return preparedRows<RowOf<typeof CLASS_TOTALS>>(
    db,
    sql`select ${CLASS_TOTALS_LIST}
    from ${inspectClassDays} d join ${classes} c on ${c.schoolId} = ${d.schoolId} and ${c.id} = ${d.classId}
    where ${d.schoolId} = ${schoolId} and ${d.day} = ${f.day} and ${inRange(sql`${d.classId}`, range)}
      ${f.clazzId ? sql`and ${d.classId} = ${f.clazzId}` : sql``} ${f.slot ? sql`and ${d.slot} = ${f.slot}` : sql``}
    group by ${d.classId}, ${c.name}, ${c.sort} order by ${c.sort}, ${d.classId}`,
  );
}

/** The enabled check items with their findings' names (a finding is stored as {name, group} or a bare name). */
export async function itemOptions(db: Runner, schoolId: number) {
  const i = alias(inspectItems, 'i');
  const fields = {
    id: i.id,
    name: i.name,
    kind: i.kind,
    findings: sql<
      string[]
    >`coalesce((select jsonb_agg(coalesce(f->>'name', f #>> '{}')) from jsonb_array_elements(${i.findings}) f), '[]'::jsonb)`,
  };
  return preparedRows<RowOf<typeof fields>>(
    db,
    sql`select ${selectList(fields)} from ${inspectItems} i where ${i.schoolId} = ${schoolId} and ${i.enabled} order by ${i.sort}, ${i.id}`,
  );
}

export const isFever = (t: number | null) => t !== null && t >= FEVER_AT;
