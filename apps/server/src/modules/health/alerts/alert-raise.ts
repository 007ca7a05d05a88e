import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import type { Candidate } from './alert-candidates.ts';

type Runner = Pick<Db, 'execute'>;

export interface Raised {
  id: number;
  schoolId: number;
  /** A new alert (else an open one grew or stayed as it was). */
  raised: boolean;
  added: number;
}

/**
 * Writes one cluster: the open (or acknowledged) alert of the same school, kind, class and
 * symptom group grows; only without one a new alert is raised. The partial unique index makes
 * two scans racing on one cluster meet in the same row.
 */
export async function upsertAlert(db: Runner, c: Candidate): Promise<Raised> {
  const up = await db.execute<{ id: number; raised: boolean }>(sql`insert into health_alerts
      (school_id, kind, class_id, symptom_group, first_day, last_day)
    values (${c.schoolId}, ${c.kind}, ${c.classId}, ${c.symptomGroup}, ${c.firstDay}, ${c.lastDay})
    on conflict (school_id, kind, coalesce(class_id, 0), coalesce(symptom_group, '')) where state <> 'closed'
    do update set first_day = least(health_alerts.first_day, excluded.first_day), last_day = greatest(health_alerts.last_day, excluded.last_day)
    returning id, (xmax = 0) as raised`);
  const { id, raised } = up.rows[0];
  // the children are counted on reading, so a scan stopped between the two statements loses nothing the next one misses
  const kids = await db.execute<{
    added: number;
  }>(sql`with kids as (insert into health_alert_children (school_id, alert_id, student_id, first_day)
      select ${c.schoolId}, ${id}, k.sid, k.first from unnest(${idArray(c.students)}, ${sql.param(c.firsts)}::date[]) k(sid, first)
      on conflict do nothing returning 1)
    select count(*)::int as added from kids`);
  return { id: Number(id), schoolId: c.schoolId, raised, added: kids.rows[0]?.added ?? 0 };
}

export async function upsertAll(db: Runner, cs: readonly Candidate[]): Promise<Raised[]> {
  const out: Raised[] = [];
  for (const c of cs) out.push(await upsertAlert(db, c));
  return out;
}
