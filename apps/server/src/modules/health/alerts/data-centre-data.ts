import type { DrillChild } from '@kg/shared/modules/health/alerts/data-centre';
import { sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

type Counts = {
  roster: number;
  checked: number;
  abnormal: number;
  fever: number;
  absentSick: number;
  absentOther: number;
};

const pct = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);
/** Completion: checked of the roster; abnormal: of the checked. */
export const withRates = <T extends Counts>(c: T) => ({
  ...c,
  completionRate: pct(c.checked, c.roster),
  abnormalRate: pct(c.abnormal, c.checked),
});
const sumOf = (rows: readonly Counts[]): Counts => {
  const t: Counts = { roster: 0, checked: 0, abnormal: 0, fever: 0, absentSick: 0, absentOther: 0 };
  for (const r of rows) for (const k of Object.keys(t) as (keyof Counts)[]) t[k] += Number(r[k]);
  return t;
};
const counts = sql`coalesce(sum(cd.checked), 0)::int as checked,
  coalesce(sum(cd.abnormal), 0)::int as abnormal, coalesce(sum(cd.fever), 0)::int as fever,
  coalesce(sum(cd.absent_sick), 0)::int as "absentSick", coalesce(sum(cd.absent_other), 0)::int as "absentOther"`;
const sums = sql`coalesce(sum(cd.roster), 0)::int as roster, ${counts}`;

/**
 * Per class over [from, to] at one check window, from the per-class day counts the checks keep:
 * the school's current classes (zeros where nothing was checked) and any class checked then.
 */
async function classCounts(db: Db, schoolId: number, range: number[] | null, from: string, to: string, slot: number) {
  // a class nobody checked on a single day still has its children due: its roster is who is in it now
  const roster =
    from === to
      ? sql`coalesce(sum(cd.roster), (select count(*) from students s where s.school_id = c.school_id and s.class_id = c.id and s.status = 1))::int as roster`
      : sql`coalesce(sum(cd.roster), 0)::int as roster`;
  const r = await db.execute<
    Counts & { classId: number; className: string }
  >(sql`select c.id as "classId", c.name as "className", ${roster}, ${counts}
    from classes c left join grades g on g.school_id = c.school_id and g.id = c.grade_id
    left join inspect_class_days cd on cd.school_id = c.school_id and cd.class_id = c.id and cd.slot = ${slot}
      and cd.day between ${from}::date and ${to}::date
    where c.school_id = ${schoolId} and ${inRange(sql`c.id`, range)}
      and (c.status = 1 or exists (select 1 from inspect_class_days x where x.school_id = c.school_id and x.class_id = c.id
        and x.day between ${from}::date and ${to}::date))
    group by c.school_id, c.id, c.name, g.sort, c.sort order by g.sort nulls last, c.sort, c.id`);
  return r.rows.map((x) => withRates({ ...x, classId: Number(x.classId) }));
}

export async function dailyFigures(db: Db, schoolId: number, range: number[] | null, day: string, slot: number) {
  const classes = await classCounts(db, schoolId, range, day, day, slot);
  return { day, slot, school: withRates(sumOf(classes)), classes };
}

export async function monthlyFigures(db: Db, schoolId: number, range: number[] | null, month: string, slot: number) {
  const from = `${month}-01`;
  const to = sql`(${from}::date + interval '1 month' - interval '1 day')::date`;
  const days = await db.execute<Counts & { day: string }>(sql`select cd.day::text as day, ${sums} from inspect_class_days cd
    where cd.school_id = ${schoolId} and cd.slot = ${slot} and cd.day between ${from}::date and ${to} and ${inRange(sql`cd.class_id`, range)}
    group by cd.day order by cd.day`);
  const last = (await db.execute<{ d: string }>(sql`select ${to}::text as d`)).rows[0].d;
  return { month, slot, days: days.rows.map(withRates), classes: await classCounts(db, schoolId, range, from, last, slot) };
}

/** A class's children who were not normal at one check: the chart's drill-down. */
export async function drillChildren(db: Db, schoolId: number, range: number[] | null, classId: number, day: string, slot: number) {
  const cls = oneRow<{ name: string }>(
    (
      await db.execute(
        sql`select c.name from classes c where c.school_id = ${schoolId} and c.id = ${classId} and ${inRange(sql`c.id`, range)}`,
      )
    ).rows,
  );
  const kids = await db.execute<DrillChild>(sql`select r.student_id as "studentId", s.name, r.result, r.temperature::float8 as temperature,
      r.symptom_groups as "symptomGroups",
      coalesce(array(select f->>'finding' from jsonb_array_elements(r.findings) f), '{}') as findings, r.measures, r.note
    from inspect_records r join students s on s.school_id = r.school_id and s.id = r.student_id
    where r.school_id = ${schoolId} and r.class_id = ${classId} and r.day = ${day}::date and r.slot = ${slot} and r.result <> 'normal'
    order by r.result, s.name`);
  return { classId, className: cls.name, day, slot, children: kids.rows };
}
