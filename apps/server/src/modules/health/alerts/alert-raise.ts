import { sql } from 'drizzle-orm';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { healthAlertChildren, healthAlerts } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { Candidate } from './alert-candidates.ts';

type Runner = Pick<Db, 'execute'>;

const UPSERTED = { id: healthAlerts.id, raised: sql<boolean>`(xmax = 0)` };
const ADDED = { added: sql<number>`count(*)::int` };

export interface Raised {
  id: number;
  schoolId: number;
  /** A new alert (else an open one grew or stayed as it was). */
  raised: boolean;
  /** Children the alert did not count before. */
  added: number;
  /** An alert already live whose days reach further than before (an earlier first or a later last day). */
  daysAdded: boolean;
}

/**
 * Writes one cluster: the open (or acknowledged) alert of the same school, kind, class and
 * symptom group grows; only without one a new alert is raised. The partial unique index makes
 * two scans racing on one cluster meet in the same row. What it grew by is returned so that
 * growth is told once: of two racing scans only one inserts a child or moves a day.
 */
export async function upsertAlert(db: Runner, c: Candidate): Promise<Raised> {
  // the conflict target is the partial expression index, which the builder cannot name
  const [{ id, raised }] = await preparedRows<RowOf<typeof UPSERTED>>(
    db,
    sql`insert into ${healthAlerts} (school_id, kind, class_id, symptom_group, first_day, last_day)
    values (${c.schoolId}, ${c.kind}, ${c.classId}, ${c.symptomGroup}, ${c.firstDay}, ${c.lastDay})
    on conflict (school_id, kind, coalesce(class_id, 0), coalesce(symptom_group, '')) where state <> 'closed'
    do update set first_day = ${healthAlerts.firstDay}
    returning ${selectList(UPSERTED)}`,
  );
  // a separate conditional update: a racing scan waits on the row and then finds the days already moved
  const days = raised
    ? { rows: [] }
    : await db.execute(sql`update health_alerts set first_day = least(first_day, ${c.firstDay}::date),
        last_day = greatest(last_day, ${c.lastDay}::date), updated_at = now()
      where school_id = ${c.schoolId} and id = ${id} and (first_day > ${c.firstDay}::date or last_day < ${c.lastDay}::date)
      returning id`);
  // the children are counted on reading, so a scan stopped between the two statements loses nothing the next one misses
  const [kids] = await preparedRows<RowOf<typeof ADDED>>(
    db,
    sql`with kids as (insert into ${healthAlertChildren} (school_id, alert_id, student_id, first_day)
      select ${c.schoolId}, ${id}, k.sid, k.first from unnest(${idArray(c.students)}, ${sql.param(c.firsts)}::date[]) k(sid, first)
      on conflict do nothing returning 1)
    select ${selectList(ADDED)} from kids`,
  );
  return { id, schoolId: c.schoolId, raised, added: kids?.added ?? 0, daysAdded: days.rows.length > 0 };
}

export async function upsertAll(db: Runner, cs: readonly Candidate[]): Promise<Raised[]> {
  const out: Raised[] = [];
  for (const c of cs) out.push(await upsertAlert(db, c));
  return out;
}
