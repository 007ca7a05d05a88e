import { CHINA_ZONE } from '@kg/shared/time/china';
import { type SQL, sql } from 'drizzle-orm';
import type { DashboardMetric, MetricScope, MetricTarget } from '../../../platform/extensions/index.ts';

/**
 * Children's attendance figures for the workbench, the data centre and the cockpit, read from the
 * same day rows as the statistics calls: today's present, on-leave and absent children and rate,
 * and this month's rate over the school days closed so far. Rates are per mille (tenths of a per
 * cent) so they stay integers; group and authority figures sum their schools' counts first.
 */
const TODAY = sql.raw(`(now() at time zone '${CHINA_ZONE}')::date`);
const MONTH_START = sql.raw(`date_trunc('month', (now() at time zone '${CHINA_ZONE}'))::date`);

/** The target's schools as a condition on a `school_id` column. */
function schoolsOf(scope: MetricScope, t: MetricTarget): SQL {
  if (scope === 'group') return sql`school_id in (select id from institutions where group_id = ${t.id})`;
  if (scope === 'authority') return sql`school_id in (select school_id from regulator_schools where regulator_id = ${t.id})`;
  return sql`school_id = ${t.id}`;
}
/** A teacher's range narrows a school's figure to her classes; a group's or an authority's has none. */
const inClasses = (t: MetricTarget) => (t.classes ? sql`and class_id in (${t.classes})` : sql``);

const today = (scope: MetricScope, t: MetricTarget, status: SQL) =>
  sql`select count(*) from attendance_child_days where ${schoolsOf(scope, t)} ${inClasses(t)} and day = ${TODAY} and ${status}`;
const enrolled = (scope: MetricScope, t: MetricTarget) =>
  sql`select count(*) from students where ${schoolsOf(scope, t)} ${inClasses(t)} and status = 1`;
const permille = (n: SQL, of: SQL) => sql`select coalesce(round(1000.0 * (${n}) / nullif((${of}), 0)), 0)`;
const monthSum = (scope: MetricScope, t: MetricTarget, column: SQL) =>
  sql`select coalesce(sum(${column}), 0) from attendance_class_days where ${schoolsOf(scope, t)} ${inClasses(t)}
    and day between ${MONTH_START} and ${TODAY} and school_day`;

const PRESENT = sql`status = 'present'`;
const LEAVE = sql`status in ('sick', 'personal')`;

function figures(scope: MetricScope, prefix: string): Omit<DashboardMetric, 'module'>[] {
  const m = (key: string, value: (t: MetricTarget) => SQL) => ({ key: `${prefix}${key}`, scope, value });
  return [
    m('today-present', (t) => today(scope, t, PRESENT)),
    m('today-leave', (t) => today(scope, t, LEAVE)),
    // enrolled children neither arrived nor on leave (today: not yet arrived counts as absent)
    m(
      'today-absent',
      (t) => sql`select greatest(0, (${enrolled(scope, t)}) - (${today(scope, t, PRESENT)}) - (${today(scope, t, LEAVE)}))`,
    ),
    m('today-rate-permille', (t) => permille(today(scope, t, PRESENT), enrolled(scope, t))),
    m('month-present-days', (t) => monthSum(scope, t, sql`present`)),
    m('month-child-days', (t) => monthSum(scope, t, sql`children`)),
    m('month-rate-permille', (t) => permille(monthSum(scope, t, sql`present`), monthSum(scope, t, sql`children`))),
  ];
}

/** attendance.<figure> for a school (a class range narrows it), attendance.group.… and attendance.authority.… over their schools. */
export const ATTENDANCE_METRICS: Omit<DashboardMetric, 'module'>[] = [
  ...figures('school', 'attendance.'),
  ...figures('group', 'attendance.group.'),
  ...figures('authority', 'attendance.authority.'),
];
