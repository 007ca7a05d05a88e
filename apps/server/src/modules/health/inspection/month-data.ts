import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { inspectClassDays, inspectRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { findingsOf, type Runner } from './option-data.ts';

/** A class's month (children × days) and one child's month of checks. */

/** First and last day of a month 'YYYY-MM', and its length. */
export function monthDays(month: string) {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days };
}

/** What a month cell shows of one check: its result, or 'fever' for a reading at or over the fever line. */
export type Mark = 'normal' | 'abnormal' | 'fever' | 'absent-sick' | 'absent-other';
type Check = [dayOfMonth: number, slot: number, result: string, fever: boolean];

const r = alias(inspectRecords, 'r');
const s = alias(students, 's');
/** A child of the month's page `p` (of the CTE kids) with its checks from the CTE recs `r`. */
const MONTH_CHILD = {
  studentId: sql<number>`p.id`,
  studentName: sql<string>`p.name`,
  checks: sql<Check[]>`coalesce(r.checks, '[]'::jsonb)`,
};
const MONTH_CHILD_LIST = selectList(MONTH_CHILD);

/** The children (paged, by name) of the class that month: those in it now and those checked in it that month. */
export async function monthPage(db: Runner, schoolId: number, classId: number, month: string, pageNum: number, pageSize: number) {
  const { first, last, days } = monthDays(month);
  // one range scan of the class's records of the month (its index) gives both the children it names and their checks
  const recs = sql`select ${r.studentId}, jsonb_agg(jsonb_build_array(extract(day from ${r.day})::int, ${r.slot}, ${r.result},
      coalesce(${r.temperature} >= ${FEVER_AT}, false))) as checks
    from ${inspectRecords} r where ${r.schoolId} = ${schoolId} and ${r.classId} = ${classId} and ${r.day} between ${first} and ${last}
    group by ${r.studentId}`;
  const kids = sql`select ${s.id}, ${s.name} from ${students} s where ${s.schoolId} = ${schoolId}
    and ((${s.classId} = ${classId} and ${s.status} = 1) or ${s.id} in (select student_id from recs))`;
  const page = await pagedQuery<RowOf<typeof MONTH_CHILD>>(db, {
    select: (cut) => sql`with recs as materialized (${recs}), kids as (${kids}),
        page as (select id, name, count(*) over () as total from kids order by name, id ${cut})
      select ${MONTH_CHILD_LIST}, p.total
      from page p left join recs r on r.student_id = p.id order by p.name, p.id`,
    count: sql`with recs as (${recs}) select count(*) as n from (${kids}) k`,
    pageNum,
    pageSize,
  });
  return { ...page, daysInMonth: days, list: page.list.map((k) => childMonth(k, days)) };
}

/** One child's row: per day the marks of slots 1–3 (null: no check), and the counts of their checks. */
export function childMonth(k: { studentId: number; studentName: string; checks: Check[] }, days: number) {
  const cells: (Mark | null)[][] = Array.from({ length: days }, () => [null, null, null]);
  const totals = { normal: 0, abnormal: 0, fever: 0, absentSick: 0, absentOther: 0 };
  for (const [day, slot, result, fever] of k.checks) {
    cells[day - 1][slot - 1] = fever ? 'fever' : (result as Mark);
    if (fever) totals.fever++;
    if (result === 'normal') totals.normal++;
    else if (result === 'abnormal') totals.abnormal++;
    else if (result === 'absent-sick') totals.absentSick++;
    else totals.absentOther++;
  }
  return { studentId: k.studentId, studentName: k.studentName, days: cells, ...totals };
}

const d = alias(inspectClassDays, 'd');
const DAY_TOTALS = {
  day: sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`,
  roster: sql<number>`max(${d.roster})::int`,
  checked: sql<number>`sum(${d.checked})::int`,
  abnormal: sql<number>`sum(${d.abnormal})::int`,
  fever: sql<number>`sum(${d.fever})::int`,
  absentSick: sql<number>`sum(${d.absentSick})::int`,
  absentOther: sql<number>`sum(${d.absentOther})::int`,
};
const DAY_TOTALS_LIST = selectList(DAY_TOTALS);

/** The class's counts per day of the month (the kept class-day counts; checks of all slots summed, roster the largest). */
export async function dayTotals(db: Runner, schoolId: number, classId: number, month: string) {
  const { first, last } = monthDays(month);
  return preparedRows<RowOf<typeof DAY_TOTALS>>(
    db,
    sql`select ${DAY_TOTALS_LIST}
    from ${inspectClassDays} d where ${d.schoolId} = ${schoolId} and ${d.classId} = ${classId} and ${d.day} between ${first} and ${last}
    group by ${d.day} order by ${d.day}`,
  );
}

export type SlotRecord = {
  slot: number;
  result: string;
  temperature: number | null;
  findings: { itemId: number; itemName: string; finding: string }[];
  measures: string | null;
  note: string | null;
};

/** One child's checks of a month, by day, in classes of the range only. */
export async function childMonthRecords(db: Runner, schoolId: number, studentId: number, month: string, range: number[] | null) {
  const { first, last } = monthDays(month);
  const fields = {
    day: sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`,
    slots: sql<SlotRecord[]>`jsonb_agg(jsonb_build_object('slot', ${r.slot}, 'result', ${r.result}, 'temperature', ${r.temperature}::float8,
        'findings', ${findingsOf}, 'measures', ${r.measures}, 'note', ${r.note}) order by ${r.slot})`,
  };
  return preparedRows<RowOf<typeof fields>>(
    db,
    sql`select ${selectList(fields)}
    from ${inspectRecords} r where ${r.schoolId} = ${schoolId} and ${r.studentId} = ${studentId}
      and ${r.day} between ${first} and ${last} and ${inRange(sql`${r.classId}`, range)}
    group by ${r.day} order by ${r.day}`,
  );
}
