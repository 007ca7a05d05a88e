import { sql } from 'drizzle-orm';
import type { Runner } from './records-scope.ts';

/** How many recent checks the summary carries: the last few days' windows. */
const RECENT_CHECKS = 6;

/**
 * A child's health as the child's record shows it: allergies, the conditions the school shows in
 * health views, the latest checks and temperature, and open health-care records. One statement;
 * the caller has already found the child within the caller's reach.
 */
export async function childHealthSummary(db: Runner, schoolId: number, studentId: number) {
  const r = await db.execute<{
    allergies: { allergenName: string; allergenNameEn: string | null; kind: string; severity: number; reaction: string | null }[];
    histories: { name: string; nameEn: string | null; since: string | null; status: number }[];
    checks: { day: string; slot: number; result: string; temperature: number | null; symptomGroups: string[] }[];
    temperature: { day: string; slot: number; temperature: number } | null;
  }>(sql`select
    coalesce((select json_agg(json_build_object('allergenName', a.name, 'allergenNameEn', a.name_en, 'kind', a.kind, 'severity', sa.severity, 'reaction', sa.reaction)
      order by sa.severity desc, a.sort) from student_allergies sa join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id
      where sa.school_id = ${schoolId} and sa.student_id = ${studentId}), '[]'::json) as allergies,
    coalesce((select json_agg(json_build_object('name', m.name, 'nameEn', m.name_en, 'since', h.since, 'status', h.status) order by h.status, m.sort)
      from student_medical_history h join medical_conditions m on m.school_id = h.school_id and m.id = h.condition_id
      where h.school_id = ${schoolId} and h.student_id = ${studentId} and m.health_view), '[]'::json) as histories,
    coalesce((select json_agg(json_build_object('day', x.day, 'slot', x.slot, 'result', x.result, 'temperature', x.temperature,
      'symptomGroups', x.symptom_groups) order by x.day desc, x.slot desc) from (select * from inspect_records
        where school_id = ${schoolId} and student_id = ${studentId} order by day desc, slot desc limit ${RECENT_CHECKS}) x), '[]'::json) as checks,
    (select json_build_object('day', day, 'slot', slot, 'temperature', temperature) from inspect_records
      where school_id = ${schoolId} and student_id = ${studentId} and temperature is not null order by day desc, slot desc limit 1) as temperature`);
  const row = r.rows[0];
  return {
    allergies: row.allergies,
    histories: row.histories,
    latestChecks: row.checks.map((c) => ({ ...c, temperature: c.temperature === null ? null : Number(c.temperature) })),
    latestTemperature: row.temperature ? { ...row.temperature, temperature: Number(row.temperature.temperature) } : null,
    openCare: await openCare(db, schoolId, studentId),
  };
}

/** Ongoing health-care records, where the health-care tables are installed. */
async function openCare(db: Runner, schoolId: number, studentId: number) {
  const has = await db.execute<{ has: boolean }>(sql`select to_regclass('care_records') is not null as has`);
  if (!has.rows[0].has) return [];
  const r = await db.execute<{ id: number; condition: string; startDay: string; endDay: string }>(sql`select id, condition,
      start_day as "startDay", end_day as "endDay" from care_records
    where school_id = ${schoolId} and student_id = ${studentId} and state = 'ongoing' order by start_day desc, id desc`);
  return r.rows;
}
