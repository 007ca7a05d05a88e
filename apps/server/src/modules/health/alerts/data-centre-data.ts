import type { DrillChild } from '@kg/shared/modules/health/alerts/data-centre';
import { and, type Column, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneRow } from '../../../core/crud.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, inspectClassDays, inspectRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

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

const cd = alias(inspectClassDays, 'cd');
const c = alias(classes, 'c');
const g = alias(grades, 'g');
const total = (col: Column) => sql<number>`coalesce(sum(${col}), 0)::int`;
const COUNTS = {
  checked: total(cd.checked),
  abnormal: total(cd.abnormal),
  fever: total(cd.fever),
  absentSick: total(cd.absentSick),
  absentOther: total(cd.absentOther),
};

/**
 * Per class over [from, to] at one check window, from the per-class day counts the checks keep:
 * the school's current classes (zeros where nothing was checked) and any class checked then.
 */
async function classCounts(db: Db, schoolId: number, range: number[] | null, from: string, to: string, slot: number) {
  const s = alias(students, 's');
  // a class nobody checked on a single day still has its children due: its roster is who is in it now
  const roster =
    from === to
      ? sql<number>`coalesce(sum(${cd.roster}), (select count(*) from ${students} s where ${s.schoolId} = ${c.schoolId} and ${s.classId} = ${c.id} and ${s.status} = 1))::int`
      : total(cd.roster);
  const fields = { classId: c.id, className: c.name, roster, ...COUNTS };
  const x = alias(inspectClassDays, 'x');
  const rows = await preparedRows<RowOf<typeof fields>>(
    db,
    sql`select ${selectList(fields)}
    from ${classes} c left join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
    left join ${inspectClassDays} cd on ${cd.schoolId} = ${c.schoolId} and ${cd.classId} = ${c.id} and ${cd.slot} = ${slot}
      and ${cd.day} between ${from}::date and ${to}::date
    where ${c.schoolId} = ${schoolId} and ${inRange(sql`${c.id}`, range)}
      and (${c.status} = 1 or exists (select 1 from ${inspectClassDays} x where ${x.schoolId} = ${c.schoolId} and ${x.classId} = ${c.id}
        and ${x.day} between ${from}::date and ${to}::date))
    group by ${c.schoolId}, ${c.id}, ${c.name}, ${g.sort}, ${c.sort} order by ${g.sort} nulls last, ${c.sort}, ${c.id}`,
  );
  return rows.map(withRates);
}

export async function dailyFigures(db: Db, schoolId: number, range: number[] | null, day: string, slot: number) {
  const classes = await classCounts(db, schoolId, range, day, day, slot);
  return { day, slot, school: withRates(sumOf(classes)), classes };
}

const DAY = { day: sql<string>`${cd.day}::text`, roster: total(cd.roster), ...COUNTS };
const DAY_LIST = selectList(DAY);

export async function monthlyFigures(db: Db, schoolId: number, range: number[] | null, month: string, slot: number) {
  const from = `${month}-01`;
  // the month's last day, 'YYYY-MM-DD'
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const days = await preparedRows<RowOf<typeof DAY>>(
    db,
    sql`select ${DAY_LIST} from ${inspectClassDays} cd
    where ${cd.schoolId} = ${schoolId} and ${cd.slot} = ${slot} and ${cd.day} between ${from}::date and ${last}::date
      and ${inRange(sql`${cd.classId}`, range)}
    group by ${cd.day} order by ${cd.day}`,
  );
  return { month, slot, days: days.map(withRates), classes: await classCounts(db, schoolId, range, from, last, slot) };
}

const r = alias(inspectRecords, 'r');
const s = alias(students, 's');
const DRILL = {
  studentId: r.studentId,
  name: s.name,
  result: sql<DrillChild['result']>`${r.result}`,
  temperature: sql<number | null>`${r.temperature}::float8`,
  symptomGroups: r.symptomGroups,
  findings: sql<string[]>`coalesce(array(select f->>'finding' from jsonb_array_elements(${r.findings}) f), '{}')`,
  measures: r.measures,
  note: r.note,
};
const DRILL_LIST = selectList(DRILL);
// the drill-down answers these rows as the shared DrillChild: a renamed or retyped column fails here
const asDeclared = (row: RowOf<typeof DRILL>): DrillChild => row;

/** A class's children who were not normal at one check: the chart's drill-down. */
export async function drillChildren(db: Db, schoolId: number, range: number[] | null, classId: number, day: string, slot: number) {
  const found = await db
    .select({ name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, classId), inRange(sql`${classes.id}`, range)));
  const cls = oneRow<(typeof found)[number]>(found);
  const kids = await preparedRows<RowOf<typeof DRILL>>(
    db,
    sql`select ${DRILL_LIST} from ${inspectRecords} r join ${students} s on ${s.schoolId} = ${r.schoolId} and ${s.id} = ${r.studentId}
    where ${r.schoolId} = ${schoolId} and ${r.classId} = ${classId} and ${r.day} = ${day}::date and ${r.slot} = ${slot}
      and ${r.result} <> 'normal'
    order by ${r.result}, ${s.name}`,
  );
  return { classId, className: cls.name, day, slot, children: kids.map(asDeclared) };
}
