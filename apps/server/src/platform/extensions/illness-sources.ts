import { type SQL, sql } from 'drizzle-orm';
import type { Contribution } from './registry.ts';

/**
 * The days an illness source is asked about, as SQL so a reader embeds the source in its own
 * statement: `schools` turns a school-id column into the reader's condition on it, `from`..`to`
 * (dates, inclusive) bound the days.
 */
export interface IllnessWindow {
  schools: (schoolId: SQL) => SQL;
  from: SQL;
  to: SQL;
}

/**
 * Children known to be ill on a day, by class and symptom group, that a module other than the
 * one scanning for outbreaks records (attendance: approved sick leave). `cases` is one query
 * with the columns school_id, class_id, student_id, day (date) and grp (a symptom group of
 * health's list), one row per child and day; the outbreak scan counts them with its own checks,
 * so an illness absence counts toward the same alerts as a finding at the morning check.
 */
export interface IllnessSource extends Contribution {
  cases: (w: IllnessWindow) => SQL;
}

/** Every source's cases in the window as one union (null when no module contributes one). */
export function illnessCases(sources: readonly IllnessSource[], w: IllnessWindow): SQL | null {
  if (sources.length === 0) return null;
  return sql.join(
    sources.map((s) => sql`(select c.school_id, c.class_id, c.student_id, c.day, c.grp from (${s.cases(w)}) c)`),
    sql` union all `,
  );
}
