import type { AlertChild, AlertRow, AlertState } from '@kg/shared/modules/health/alerts/alerts';
import { type SQL, sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

/** The columns of an alert row (alias a), its class (c) and who acknowledged and closed it. */
export const alertColumns = sql`a.id, a.kind, a.state, a.class_id as "classId", c.name as "className",
  a.symptom_group as "symptomGroup", a.first_day::text as "firstDay", a.last_day::text as "lastDay",
  (select count(*)::int from health_alert_children k where k.school_id = a.school_id and k.alert_id = a.id) as "childCount",
  a.raised_at as "raisedAt", a.acknowledged_at as "acknowledgedAt",
  (select m.real_name from members m where m.institution_id = a.school_id and m.id = a.acknowledged_by) as "acknowledgedBy",
  a.closed_at as "closedAt", (select m.real_name from members m where m.institution_id = a.school_id and m.id = a.closed_by) as "closedBy",
  a.close_note as "closeNote"`;
export const alertFrom = sql`health_alerts a left join classes c on c.school_id = a.school_id and c.id = a.class_id`;

interface ListQuery {
  pageNum: number;
  pageSize: number;
  state?: AlertState;
}

/** Alerts matching `where` (over a), newest first; open ones before the rest. */
export function pagedAlerts<T>(db: Db, where: SQL, q: ListQuery, extra: SQL = sql``) {
  const cond = q.state ? sql`${where} and a.state = ${q.state}` : where;
  return pagedQuery<T>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from health_alerts a where ${cond}`,
    select: (cut) => sql`with pg as (select a.school_id, a.id, count(*) over () as total from health_alerts a where ${cond}
        order by (a.state = 'closed'), a.raised_at desc, a.id desc ${cut})
      select ${alertColumns} ${extra}, pg.total from pg join ${alertFrom} on a.school_id = pg.school_id and a.id = pg.id
      order by (a.state = 'closed'), a.raised_at desc, a.id desc`,
  });
}

/** A teacher sees the alerts of their classes and the school-wide ones. */
export const alertInRange = (range: number[] | null): SQL =>
  range === null
    ? sql`true`
    : range.length
      ? sql`(a.class_id is null or a.class_id = any(${sql.param(range)}::bigint[]))`
      : sql`a.class_id is null`;

export async function alertDetail(db: Db, schoolId: number, id: number, range: number[] | null) {
  const a = oneRow<AlertRow>(
    (
      await db.execute(
        sql`select ${alertColumns} from ${alertFrom} where a.school_id = ${schoolId} and a.id = ${id} and ${alertInRange(range)}`,
      )
    ).rows,
  );
  // each child's checks over the alert's days, with the finding names their items offer
  const kids =
    await db.execute<AlertChild>(sql`select k.student_id as "studentId", s.name, sc.name as "className", k.first_day::text as "firstDay",
      coalesce((select jsonb_agg(jsonb_build_object('day', r.day::text, 'slot', r.slot, 'result', r.result,
          'temperature', r.temperature::float8, 'symptomGroups', to_jsonb(r.symptom_groups),
          'findings', coalesce((select jsonb_agg(f->>'finding') from jsonb_array_elements(r.findings) f), '[]'::jsonb),
          'note', r.note) order by r.day, r.slot)
        from inspect_records r where r.school_id = k.school_id and r.student_id = k.student_id
          and r.day between ${a.firstDay}::date and ${a.lastDay}::date and r.result <> 'normal'), '[]'::jsonb) as checks
    from health_alert_children k join students s on s.school_id = k.school_id and s.id = k.student_id
    left join classes sc on sc.school_id = s.school_id and sc.id = s.class_id
    where k.school_id = ${schoolId} and k.alert_id = ${id} order by k.first_day, s.name`);
  return { ...a, children: kids.rows };
}

/** Marks an open alert acknowledged (the first acknowledgement stays); a closed one cannot be. */
export async function acknowledgeAlert(db: Db, schoolId: number, memberId: number, id: number, range: number[] | null) {
  const r = await db.execute(sql`update health_alerts a set state = 'acknowledged', acknowledged_by = ${memberId},
      acknowledged_at = now(), updated_at = now()
    where a.school_id = ${schoolId} and a.id = ${id} and ${alertInRange(range)} and a.state = 'open' returning a.id`);
  if (r.rows.length) return;
  if ((await stateOf(db, schoolId, id, range)) === 'closed') throw new AppError('health-0501');
}

/** The state of an alert the caller may see (404 otherwise). */
async function stateOf(db: Db, schoolId: number, id: number, range: number[] | null): Promise<string> {
  const r = await db.execute(
    sql`select a.state from health_alerts a where a.school_id = ${schoolId} and a.id = ${id} and ${alertInRange(range)}`,
  );
  return oneRow<{ state: string }>(r.rows).state;
}

export async function closeAlert(db: Db, schoolId: number, memberId: number, id: number, note: string, range: number[] | null) {
  const r = await db.execute(sql`update health_alerts a set state = 'closed', closed_by = ${memberId}, closed_at = now(),
      close_note = ${note}, updated_at = now()
    where a.school_id = ${schoolId} and a.id = ${id} and ${alertInRange(range)} and a.state <> 'closed' returning a.id`);
  if (r.rows.length) return;
  // nothing changed: not ours (404) or already closed (409)
  await stateOf(db, schoolId, id, range);
  throw new AppError('health-0501');
}
