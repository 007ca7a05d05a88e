import type { Input } from '@kg/shared/contract/endpoint';
import type { statisticEndpoints } from '@kg/shared/modules/health/inspection/inspection';
import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import { findingsOf, type Runner } from './option-data.ts';

/** The daily list: one day's checks of the caller's range, and the per-class counts of that day. */

export type DailyFilter = Omit<Input<typeof statisticEndpoints.exportDaily>, never>;
export type DailyRow = {
  studentId: number;
  studentName: string;
  clazzId: number;
  clazzName: string;
  slot: number;
  result: string;
  temperature: number | null;
  findings: { itemId: number; itemName: string; finding: string }[];
  measures: string | null;
  note: string | null;
  recorderName: string | null;
};

function where(schoolId: number, range: number[] | null, f: DailyFilter) {
  return sql`r.school_id = ${schoolId} and r.day = ${f.day} and ${inRange(sql`r.class_id`, range)}
    ${f.clazzId ? sql`and r.class_id = ${f.clazzId}` : sql``}
    ${f.slot ? sql`and r.slot = ${f.slot}` : sql``}
    ${f.result ? sql`and r.result = ${f.result}` : sql``}
    ${f.finding ? sql`and r.findings @> jsonb_build_array(jsonb_build_object('finding', ${f.finding}::text))` : sql``}
    ${f.studentName ? sql`and s.name ilike ${containsPattern(f.studentName)}` : sql``}`;
}

const from = sql`from inspect_records r
  join students s on s.school_id = r.school_id and s.id = r.student_id
  join classes c on c.school_id = r.school_id and c.id = r.class_id`;

/** The rows of one page (or of `limit` rows from `offset`, for the export), in class, name and slot order. */
export function dailyPage(db: Runner, schoolId: number, range: number[] | null, f: DailyFilter, pageNum: number, pageSize: number) {
  // the page is cut on the bare records, then only its rows get findings and the recorder's name
  return pagedQuery<DailyRow>(db, {
    select: (cut) => sql`with page as (select r.school_id, r.day, r.slot, r.student_id, s.name as student_name, c.name as class_name,
        c.sort as class_sort, count(*) over () as total
      ${from} where ${where(schoolId, range, f)}
      order by c.sort, r.class_id, s.name, r.student_id, r.slot ${cut})
    select p.student_id as "studentId", p.student_name as "studentName", r.class_id as "clazzId", p.class_name as "clazzName",
      r.slot, r.result, r.temperature::float8 as temperature, ${findingsOf} as findings, r.measures, r.note,
      m.real_name as "recorderName", p.total
    from page p join inspect_records r on r.school_id = p.school_id and r.day = p.day and r.slot = p.slot and r.student_id = p.student_id
    left join members m on m.institution_id = r.school_id and m.id = r.recorded_by
    order by p.class_sort, r.class_id, p.student_name, p.student_id, r.slot`,
    count: sql`select count(*) as n ${from} where ${where(schoolId, range, f)}`,
    pageNum,
    pageSize,
  });
}

export async function dailyCount(db: Runner, schoolId: number, range: number[] | null, f: DailyFilter) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where(schoolId, range, f)}`);
  return r.rows[0].n;
}

/**
 * Each class's counts that day from the kept class-day counts (never recounted from records):
 * for one slot its counts; over the day the checks of all slots summed, the roster the largest.
 */
export async function classTotals(db: Runner, schoolId: number, range: number[] | null, f: Pick<DailyFilter, 'day' | 'clazzId' | 'slot'>) {
  const r = await db.execute(sql`select d.class_id as "clazzId", c.name as "clazzName", max(d.roster)::int as roster,
      sum(d.checked)::int as checked, sum(d.abnormal)::int as abnormal, sum(d.fever)::int as fever,
      sum(d.absent_sick)::int as "absentSick", sum(d.absent_other)::int as "absentOther"
    from inspect_class_days d join classes c on c.school_id = d.school_id and c.id = d.class_id
    where d.school_id = ${schoolId} and d.day = ${f.day} and ${inRange(sql`d.class_id`, range)}
      ${f.clazzId ? sql`and d.class_id = ${f.clazzId}` : sql``} ${f.slot ? sql`and d.slot = ${f.slot}` : sql``}
    group by d.class_id, c.name, c.sort order by c.sort, d.class_id`);
  return r.rows as {
    clazzId: number;
    clazzName: string;
    roster: number;
    checked: number;
    abnormal: number;
    fever: number;
    absentSick: number;
    absentOther: number;
  }[];
}

/** The enabled check items with their findings' names (a finding is stored as {name, group} or a bare name). */
export async function itemOptions(db: Runner, schoolId: number) {
  const r = await db.execute<{ id: number; name: string; kind: string; findings: string[] }>(sql`select i.id, i.name, i.kind,
      coalesce((select jsonb_agg(coalesce(f->>'name', f #>> '{}')) from jsonb_array_elements(i.findings) f), '[]'::jsonb) as findings
    from inspect_items i where i.school_id = ${schoolId} and i.enabled order by i.sort, i.id`);
  return r.rows;
}

export const isFever = (t: number | null) => t !== null && t >= FEVER_AT;
