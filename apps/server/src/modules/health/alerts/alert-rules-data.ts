import { InstitutionType } from '@kg/shared';
import { type AlertRules, DEFAULT_ALERT_RULES as D } from '@kg/shared/modules/health/alerts/alerts';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

/**
 * Every school's thresholds as a subquery (school_id and one column per rule): a school that
 * never saved its own uses the defaults, so a new school is watched from its first check.
 */
export const effectiveRules = (where: SQL = sql`true`): SQL => sql`(select i.id as school_id,
    coalesce(r.class_count, ${D.classCount}) as class_count, coalesce(r.class_days, ${D.classDays}) as class_days,
    coalesce(r.across_classes, ${D.acrossClasses}) as across_classes,
    coalesce(r.school_count, ${D.schoolCount}) as school_count, coalesce(r.school_days, ${D.schoolDays}) as school_days,
    coalesce(r.absence_factor, ${D.absenceFactor}) as absence_factor, coalesce(r.absence_window, ${D.absenceWindow}) as absence_window,
    coalesce(r.absence_min, ${D.absenceMin}) as absence_min
  from institutions i left join health_alert_rules r on r.school_id = i.id
  where i.type = ${InstitutionType.school} and ${where})`;

export async function getRules(db: Runner, schoolId: number): Promise<AlertRules> {
  const r = await db.execute<AlertRules>(sql`select class_count as "classCount", class_days as "classDays",
      across_classes as "acrossClasses", school_count as "schoolCount", school_days as "schoolDays",
      absence_factor::float8 as "absenceFactor", absence_window as "absenceWindow", absence_min as "absenceMin"
    from ${effectiveRules(sql`i.id = ${schoolId}`)} x`);
  return r.rows[0] ?? D;
}

export async function saveRules(db: Runner, schoolId: number, p: AlertRules): Promise<void> {
  // a school-wide cluster smaller than a class one would fire before the class rule ever could
  if (p.acrossClasses && p.schoolCount < p.classCount) throw new AppError('health-0502', { field: 'schoolCount' });
  await db.execute(sql`insert into health_alert_rules (school_id, class_count, class_days, across_classes, school_count,
      school_days, absence_factor, absence_window, absence_min)
    values (${schoolId}, ${p.classCount}, ${p.classDays}, ${p.acrossClasses}, ${p.schoolCount}, ${p.schoolDays},
      ${p.absenceFactor}, ${p.absenceWindow}, ${p.absenceMin})
    on conflict (school_id) do update set class_count = excluded.class_count, class_days = excluded.class_days,
      across_classes = excluded.across_classes, school_count = excluded.school_count, school_days = excluded.school_days,
      absence_factor = excluded.absence_factor, absence_window = excluded.absence_window, absence_min = excluded.absence_min,
      updated_at = now()`);
}

/** The defaults written out for each school (the demo), so the rules page shows what is in force. */
export async function writeDefaultRules(db: Runner, schoolIds: readonly number[]): Promise<void> {
  for (const id of schoolIds) await saveRules(db, id, D);
}
