import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/pool.ts';
import { attendanceCalendarDays as cd, schoolTerms as st } from '../../db/schema/index.ts';
import { type CalendarDay, classifyDays, type SchoolDaySpan, type TermSpan } from './school-day-rules.ts';

/** Anything that selects: the pool or a transaction. */
export type CalendarRunner = Pick<Db, 'select'>;

/**
 * The school's terms and its own closures and open days touching from..to, in one statement
 * (terms and spans side by side in a union; the national calendar needs no query).
 */
export async function schoolCalendarOverrides(
  db: CalendarRunner,
  schoolId: number,
  from: string,
  to: string,
): Promise<{ terms: TermSpan[]; spans: SchoolDaySpan[] }> {
  const rows = await unionAll(
    db
      .select({
        kind: sql<string>`'term'`.as('kind'),
        id: st.id,
        first: st.startDate,
        last: st.endDate,
        schoolYear: sql<number | null>`${st.schoolYear}`.as('school_year'),
        termType: sql<number | null>`${st.termType}::int`.as('term_type'),
        reason: sql<string | null>`null::text`.as('reason'),
      })
      .from(st)
      .where(and(eq(st.schoolId, schoolId), lte(st.startDate, to), gte(st.endDate, from))),
    db
      .select({
        kind: cd.kind,
        id: cd.id,
        first: cd.firstDay,
        last: cd.lastDay,
        schoolYear: sql<number | null>`null::int`,
        termType: sql<number | null>`null::int`,
        reason: sql<string | null>`${cd.reason}`,
      })
      .from(cd)
      .where(and(eq(cd.schoolId, schoolId), lte(cd.firstDay, to), gte(cd.lastDay, from))),
  );
  const terms: TermSpan[] = [];
  const spans: SchoolDaySpan[] = [];
  for (const r of rows) {
    if (r.kind === 'term') {
      terms.push({ id: r.id, schoolYear: Number(r.schoolYear), termType: Number(r.termType), startDate: r.first, endDate: r.last });
    } else {
      spans.push({ id: r.id, kind: r.kind === 'open' ? 'open' : 'closure', firstDay: r.first, lastDay: r.last, reason: r.reason ?? '' });
    }
  }
  return { terms, spans };
}

/** Every day from..to (inclusive, at most two years) with whether the school is open and why. */
export async function calendarDays(db: CalendarRunner, schoolId: number, from: string, to: string): Promise<CalendarDay[]> {
  const { terms, spans } = await schoolCalendarOverrides(db, schoolId, from, to);
  return classifyDays(from, to, terms, spans);
}

/** The school days from..to (inclusive), in order: what attendance rates, billable days, meals and leave count. */
export async function schoolDays(db: CalendarRunner, schoolId: number, from: string, to: string): Promise<string[]> {
  return (await calendarDays(db, schoolId, from, to)).filter((d) => d.schoolDay).map((d) => d.day);
}

/** How many school days from..to (inclusive). */
export async function countSchoolDays(db: CalendarRunner, schoolId: number, from: string, to: string): Promise<number> {
  return (await schoolDays(db, schoolId, from, to)).length;
}

/** Whether the school is open on a day. */
export async function isSchoolDay(db: CalendarRunner, schoolId: number, day: string): Promise<boolean> {
  return (await calendarDays(db, schoolId, day, day))[0].schoolDay;
}
