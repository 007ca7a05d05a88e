import type { AlertChild, AlertRow, AlertState } from '@kg/shared/modules/health/alerts/alerts';
import { and, type Column, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, healthAlertChildren, healthAlerts, inspectRecords, members, students } from '../../../db/schema/index.ts';
import { type Field, type RowOf, selectList } from '../../../db/select-list.ts';

/** Every statement here reads the alert as `a` and its class as `c`. */
export const a = alias(healthAlerts, 'a');
const c = alias(classes, 'c');
const k = alias(healthAlertChildren, 'k');
const m = alias(members, 'm');

const nameOf = (memberId: Column) =>
  sql<string | null>`(select ${m.realName} from ${members} m where ${m.institutionId} = ${a.schoolId} and ${m.id} = ${memberId})`;

/** The fields of an alert row (alias a), its class (c) and who acknowledged and closed it. */
const ALERT = {
  id: a.id,
  kind: sql<AlertRow['kind']>`${a.kind}`,
  state: sql<AlertRow['state']>`${a.state}`,
  classId: a.classId,
  // the class is a left join
  className: sql<string | null>`${c.name}`,
  symptomGroup: sql<AlertRow['symptomGroup']>`${a.symptomGroup}`,
  firstDay: a.firstDay,
  lastDay: a.lastDay,
  childCount: sql<number>`(select count(*)::int from ${healthAlertChildren} k where ${k.schoolId} = ${a.schoolId} and ${k.alertId} = ${a.id})`,
  raisedAt: a.raisedAt,
  acknowledgedAt: a.acknowledgedAt,
  acknowledgedBy: nameOf(a.acknowledgedBy),
  closedAt: a.closedAt,
  closedBy: nameOf(a.closedBy),
  closeNote: a.closeNote,
};
// the list and the detail answer these rows as the shared AlertRow: a renamed or retyped column fails here
const asDeclared = (row: RowOf<typeof ALERT>): AlertRow => row;
const ALERT_LIST = selectList(ALERT);
const alertFrom = sql`${healthAlerts} a left join ${classes} c on ${c.schoolId} = ${a.schoolId} and ${c.id} = ${a.classId}`;
const ORDER = sql`(${a.state} = 'closed'), ${a.raisedAt} desc, ${a.id} desc`;

interface ListQuery {
  pageNum: number;
  pageSize: number;
  state?: AlertState;
}

/** Alerts matching `where` (over a), newest first; open ones before the rest; `extra` fields beside each. */
export function pagedAlerts<F extends Record<string, Field> = Record<never, Field>>(db: Db, where: SQL, q: ListQuery, extra?: F) {
  const cond = q.state ? sql`${where} and ${a.state} = ${q.state}` : where;
  const list = extra ? selectList({ ...ALERT, ...extra }) : ALERT_LIST;
  return pagedQuery<RowOf<typeof ALERT & F>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${healthAlerts} a where ${cond}`,
    select: (cut) => sql`with pg as (select ${a.schoolId}, ${a.id}, count(*) over () as total from ${healthAlerts} a where ${cond}
        order by ${ORDER} ${cut})
      select ${list}, pg.total from pg join ${alertFrom} on ${a.schoolId} = pg.school_id and ${a.id} = pg.id
      order by ${ORDER}`,
  });
}

/** A teacher sees the alerts of their classes and the school-wide ones. */
export const alertInRange = (range: number[] | null): SQL =>
  range === null
    ? sql`true`
    : range.length
      ? sql`(${a.classId} is null or ${a.classId} = any(${sql.param(range)}::bigint[]))`
      : sql`${a.classId} is null`;

/** The alerts of one school the caller may see. */
export const schoolAlerts = (schoolId: number, range: number[] | null): SQL => sql`${a.schoolId} = ${schoolId} and ${alertInRange(range)}`;

const r = alias(inspectRecords, 'r');
const s = alias(students, 's');
const sc = alias(classes, 'sc');
// each child's checks over the alert's days, with the finding names their items offer
const checksOf = (firstDay: string, lastDay: string) => sql<
  AlertChild['checks']
>`coalesce((select jsonb_agg(jsonb_build_object('day', ${r.day}::text, 'slot', ${r.slot}, 'result', ${r.result},
    'temperature', ${r.temperature}::float8, 'symptomGroups', to_jsonb(${r.symptomGroups}),
    'findings', coalesce((select jsonb_agg(f->>'finding') from jsonb_array_elements(${r.findings}) f), '[]'::jsonb),
    'note', ${r.note}) order by ${r.day}, ${r.slot})
  from ${inspectRecords} r where ${r.schoolId} = ${k.schoolId} and ${r.studentId} = ${k.studentId}
    and ${r.day} between ${firstDay}::date and ${lastDay}::date and ${r.result} <> 'normal'), '[]'::jsonb)`;
const child = (firstDay: string, lastDay: string) => ({
  studentId: k.studentId,
  name: s.name,
  className: sql<string | null>`${sc.name}`,
  firstDay: k.firstDay,
  checks: checksOf(firstDay, lastDay),
});

export async function alertDetail(db: Db, schoolId: number, id: number, range: number[] | null) {
  const found = oneRow<RowOf<typeof ALERT>>(
    await preparedRows(
      db,
      sql`select ${ALERT_LIST} from ${alertFrom} where ${a.schoolId} = ${schoolId} and ${a.id} = ${id} and ${alertInRange(range)}`,
    ),
  );
  const kids = await preparedRows<RowOf<ReturnType<typeof child>>>(
    db,
    sql`select ${selectList(child(found.firstDay, found.lastDay))}
    from ${healthAlertChildren} k join ${students} s on ${s.schoolId} = ${k.schoolId} and ${s.id} = ${k.studentId}
    left join ${classes} sc on ${sc.schoolId} = ${s.schoolId} and ${sc.id} = ${s.classId}
    where ${k.schoolId} = ${schoolId} and ${k.alertId} = ${id} order by ${k.firstDay}, ${s.name}`,
  );
  return { ...asDeclared(found), children: kids };
}

/** Marks an open alert acknowledged (the first acknowledgement stays); a closed one cannot be. */
export async function acknowledgeAlert(db: Db, schoolId: number, memberId: number, id: number, range: number[] | null) {
  const t = healthAlerts;
  const done = await db
    .update(t)
    .set({ state: 'acknowledged', acknowledgedBy: memberId, acknowledgedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(t.schoolId, schoolId), eq(t.id, id), inRangeOf(range), eq(t.state, 'open')))
    .returning({ id: t.id });
  if (done.length) return;
  if ((await stateOf(db, schoolId, id, range)) === 'closed') throw new AppError('health-0501');
}

/** alertInRange over the table itself, for an update (which cannot name it `a`). */
const inRangeOf = (range: number[] | null): SQL =>
  range === null
    ? sql`true`
    : range.length
      ? sql`(${healthAlerts.classId} is null or ${healthAlerts.classId} = any(${sql.param(range)}::bigint[]))`
      : sql`${healthAlerts.classId} is null`;

/** The state of an alert the caller may see (404 otherwise). */
async function stateOf(db: Db, schoolId: number, id: number, range: number[] | null): Promise<string> {
  const rows = await db
    .select({ state: a.state })
    .from(a)
    .where(and(eq(a.schoolId, schoolId), eq(a.id, id), alertInRange(range)));
  return oneRow<(typeof rows)[number]>(rows).state;
}

export async function closeAlert(db: Db, schoolId: number, memberId: number, id: number, note: string, range: number[] | null) {
  const t = healthAlerts;
  const done = await db
    .update(t)
    .set({ state: 'closed', closedBy: memberId, closedAt: sql`now()`, closeNote: note, updatedAt: sql`now()` })
    .where(and(eq(t.schoolId, schoolId), eq(t.id, id), inRangeOf(range), ne(t.state, 'closed')))
    .returning({ id: t.id });
  if (done.length) return;
  // nothing changed: not ours (404) or already closed (409)
  await stateOf(db, schoolId, id, range);
  throw new AppError('health-0501');
}
