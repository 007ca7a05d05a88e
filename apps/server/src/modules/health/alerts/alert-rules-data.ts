import { InstitutionType } from '@kg/shared';
import { type AlertRules, DEFAULT_ALERT_RULES as D } from '@kg/shared/modules/health/alerts/alerts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { healthAlertRules, institutions } from '../../../db/schema/index.ts';

type Runner = Pick<Db, 'insert' | 'select'>;

const r = healthAlertRules;
const i = institutions;
/** Each rule of a school: its own, else the default. */
const RULES = {
  classCount: sql<number>`coalesce(${r.classCount}, ${D.classCount})`,
  classDays: sql<number>`coalesce(${r.classDays}, ${D.classDays})`,
  acrossClasses: sql<boolean>`coalesce(${r.acrossClasses}, ${D.acrossClasses})`,
  schoolCount: sql<number>`coalesce(${r.schoolCount}, ${D.schoolCount})`,
  schoolDays: sql<number>`coalesce(${r.schoolDays}, ${D.schoolDays})`,
  absenceFactor: sql<number>`coalesce(${r.absenceFactor}, ${D.absenceFactor})`,
  absenceWindow: sql<number>`coalesce(${r.absenceWindow}, ${D.absenceWindow})`,
  absenceMin: sql<number>`coalesce(${r.absenceMin}, ${D.absenceMin})`,
};
const rulesFrom = sql`${institutions} left join ${healthAlertRules} on ${r.schoolId} = ${i.id}`;
const isSchool = eq(i.type, InstitutionType.school);

/**
 * Every school's thresholds as a subquery (school_id and one snake_case column per rule): a
 * school that never saved its own uses the defaults, so a new school is watched from its first check.
 */
export const effectiveRules = (where: (school: typeof i.id) => SQL = () => sql`true`): SQL => sql`(select ${i.id} as school_id,
    ${sql.join(
      Object.entries(RULES).map(([key, rule]) => sql`${rule} as ${sql.identifier(key.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`))}`),
      sql`, `,
    )}
  from ${rulesFrom} where ${isSchool} and ${where(i.id)})`;

export async function getRules(db: Runner, schoolId: number): Promise<AlertRules> {
  const [row] = await db
    .select({ ...RULES, absenceFactor: sql<number>`${RULES.absenceFactor}::float8` })
    .from(i)
    .leftJoin(r, eq(r.schoolId, i.id))
    .where(and(isSchool, eq(i.id, schoolId)));
  return row ?? D;
}

export async function saveRules(db: Runner, schoolId: number, p: AlertRules): Promise<void> {
  // a school-wide cluster smaller than a class one would fire before the class rule ever could
  if (p.acrossClasses && p.schoolCount < p.classCount) throw new AppError('health-0502', { field: 'schoolCount' });
  const rules = { ...p, absenceFactor: String(p.absenceFactor) };
  await db
    .insert(r)
    .values({ schoolId, ...rules })
    .onConflictDoUpdate({ target: r.schoolId, set: { ...rules, updatedAt: sql`now()` } });
}

/** The defaults written out for each school (the demo), so the rules page shows what is in force. */
export async function writeDefaultRules(db: Runner, schoolIds: readonly number[]): Promise<void> {
  for (const id of schoolIds) await saveRules(db, id, D);
}
