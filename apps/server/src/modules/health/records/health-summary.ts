import type { ChildHealthSection } from '@kg/shared/modules/health/records/child-health';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import {
  allergens,
  careRecords,
  inspectRecords,
  medicalConditions,
  studentAllergies,
  studentMedicalHistory,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

/** How many recent checks the summary carries: the last few days' windows. */
const RECENT_CHECKS = 6;

/** The profile section reads through whatever runner the platform hands it. */
type Runner = Pick<Db, 'execute'>;

const sa = alias(studentAllergies, 'sa');
const a = alias(allergens, 'a');
const h = alias(studentMedicalHistory, 'h');
const m = alias(medicalConditions, 'm');
const x = alias(inspectRecords, 'x');
type Check = Omit<ChildHealthSection['latestChecks'][number], 'temperature'> & { temperature: string | number | null };

/** The summary's parts of one child, as JSON (a check's temperature is numeric: JSON may carry it as text). */
const summaryFields = (schoolId: number, studentId: number) => ({
  allergies: sql<ChildHealthSection['allergies']>`coalesce((select json_agg(json_build_object('allergenName', ${a.name},
      'allergenNameEn', ${a.nameEn}, 'kind', ${a.kind}, 'severity', ${sa.severity}, 'reaction', ${sa.reaction}) order by ${sa.severity} desc, ${a.sort})
    from ${studentAllergies} sa join ${allergens} a on ${a.schoolId} = ${sa.schoolId} and ${a.id} = ${sa.allergenId}
    where ${sa.schoolId} = ${schoolId} and ${sa.studentId} = ${studentId}), '[]'::json)`,
  histories: sql<ChildHealthSection['histories']>`coalesce((select json_agg(json_build_object('name', ${m.name}, 'nameEn', ${m.nameEn},
      'since', ${h.since}, 'status', ${h.status}) order by ${h.status}, ${m.sort})
    from ${studentMedicalHistory} h join ${medicalConditions} m on ${m.schoolId} = ${h.schoolId} and ${m.id} = ${h.conditionId}
    where ${h.schoolId} = ${schoolId} and ${h.studentId} = ${studentId} and ${m.healthView}), '[]'::json)`,
  checks: sql<Check[]>`coalesce((select json_agg(json_build_object('day', x.day, 'slot', x.slot, 'result', x.result,
      'temperature', x.temperature, 'symptomGroups', x.symptom_groups) order by x.day desc, x.slot desc)
    from (select ${x.day}, ${x.slot}, ${x.result}, ${x.temperature}, ${x.symptomGroups} from ${inspectRecords} x
      where ${x.schoolId} = ${schoolId} and ${x.studentId} = ${studentId} order by ${x.day} desc, ${x.slot} desc limit ${RECENT_CHECKS}) x), '[]'::json)`,
  temperature: sql<{ day: string; slot: number; temperature: string | number } | null>`(select json_build_object('day', ${x.day},
      'slot', ${x.slot}, 'temperature', ${x.temperature}) from ${inspectRecords} x
    where ${x.schoolId} = ${schoolId} and ${x.studentId} = ${studentId} and ${x.temperature} is not null
    order by ${x.day} desc, ${x.slot} desc limit 1)`,
});

/**
 * A child's health as the child's record shows it: allergies, the conditions the school shows in
 * health views, the latest checks and temperature, and open health-care records. One statement;
 * the caller has already found the child within the caller's reach.
 */
export async function childHealthSummary(db: Runner, schoolId: number, studentId: number) {
  const fields = summaryFields(schoolId, studentId);
  const [row] = await preparedRows<RowOf<typeof fields>>(db, sql`select ${selectList(fields)}`);
  return {
    allergies: row.allergies,
    histories: row.histories,
    latestChecks: row.checks.map((k) => ({ ...k, temperature: k.temperature === null ? null : Number(k.temperature) })),
    latestTemperature: row.temperature ? { ...row.temperature, temperature: Number(row.temperature.temperature) } : null,
    openCare: await openCare(db, schoolId, studentId),
  };
}

const c = alias(careRecords, 'c');
const CARE = { id: c.id, condition: c.condition, startDay: c.startDay, endDay: c.endDay };
const CARE_LIST = selectList(CARE);
const INSTALLED = { has: sql<boolean>`to_regclass('care_records') is not null` };

/** Ongoing health-care records, where the health-care tables are installed. */
async function openCare(db: Runner, schoolId: number, studentId: number) {
  const [{ has }] = await preparedRows<RowOf<typeof INSTALLED>>(db, sql`select ${selectList(INSTALLED)}`);
  if (!has) return [];
  return preparedRows<RowOf<typeof CARE>>(
    db,
    sql`select ${CARE_LIST} from ${careRecords} c where ${c.schoolId} = ${schoolId} and ${c.studentId} = ${studentId}
      and ${c.state} = 'ongoing' order by ${c.startDay} desc, ${c.id} desc`,
  );
}
