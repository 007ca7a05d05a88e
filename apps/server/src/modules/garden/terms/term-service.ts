import { type TermInput, TermType, termName } from '@kg/shared/modules/garden/terms';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { dateOf, todayInChina } from '../../kid-arch/index.ts';

export interface TermRow {
  id: number;
  schoolYear: number;
  termType: number;
  startDate: string;
  endDate: string;
}

export const TERM_COLUMNS = sql`id, school_year as "schoolYear", term_type as "termType", start_date as "startDate", end_date as "endDate"`;

export function termView(t: TermRow, today: string, lang: 'zh' | 'en') {
  return { ...t, name: termName(t.schoolYear, t.termType, lang), current: t.startDate <= today && today <= t.endDate };
}

/**
 * The school year a term belongs to decides where it may lie: school year Y's autumn term
 * starts between Y-07-01 and Y-12-31, its spring term between Y+1-01-01 and Y+1-06-30, and
 * both end by Y+1-08-31. End strictly after start.
 */
export function checkTermDates(t: TermInput, now: Date): TermInput {
  const startDate = dateOf('startDate', t.startDate, { now })!;
  const endDate = dateOf('endDate', t.endDate, { now })!;
  const y = t.schoolYear;
  const [from, to] = t.termType === TermType.autumn ? [`${y}-07-01`, `${y}-12-31`] : [`${y + 1}-01-01`, `${y + 1}-06-30`];
  if (startDate < from || startDate > to) {
    throw fieldError(
      'startDate',
      `${termName(y, t.termType)}应在 ${from} 至 ${to} 之间开始`,
      `${termName(y, t.termType, 'en')} must start between ${from} and ${to}`,
    );
  }
  if (endDate <= startDate) throw fieldError('endDate', '结束日期应晚于开始日期', 'the end date must be after the start date');
  if (endDate > `${y + 1}-08-31`)
    throw fieldError('endDate', `应不晚于学年结束 ${y + 1}-08-31`, `must be on or before the end of the school year (${y + 1}-08-31)`);
  return { ...t, startDate, endDate };
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Inside the caller's transaction, serialised per school: the term's year and type are
 * free and its dates overlap no other term of the school.
 */
export async function assertTermFits(tx: Tx, schoolId: number, t: TermInput, exceptId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`school-terms:${schoolId}`}, 0))`);
  const except = exceptId === null ? sql`` : sql`and id <> ${exceptId}`;
  const same = await tx.execute(sql`select id from school_terms where school_id = ${schoolId}
    and school_year = ${t.schoolYear} and term_type = ${t.termType} ${except}`);
  if (same.rows.length) throw new AppError('kid-arch-0012', { data: { field: 'termType', id: (same.rows[0] as { id: number }).id } });
  const overlap = await tx.execute(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId} ${except}
    and start_date <= ${t.endDate} and end_date >= ${t.startDate} order by start_date limit 1`);
  const hit = overlap.rows[0] as unknown as TermRow | undefined;
  if (hit) throw new AppError('kid-arch-0013', { data: { field: 'startDate', term: hit } });
}

/** The term that holds today (Asia/Shanghai), if any. */
export async function currentTerm(ctx: AppContext, schoolId: number): Promise<TermRow | null> {
  const today = todayInChina(ctx.now());
  const r = await ctx.db.execute(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId}
    and start_date <= ${today} and end_date >= ${today} order by start_date limit 1`);
  return (r.rows[0] as unknown as TermRow | undefined) ?? null;
}

/**
 * The current school year: that of the term holding today; between terms (holidays), by the
 * calendar: a school year starts on 1 August.
 */
export function schoolYearOf(today: string, term: TermRow | null): number {
  if (term) return term.schoolYear;
  const [y, m] = today.split('-').map(Number);
  return m >= 8 ? y : y - 1;
}

/**
 * queryGraduatingClassTerm: top-grade (大班) classes graduate at the end of the spring term
 * of the current school year. Answers that year and its spring term (null when not set yet).
 */
export async function graduatingTerm(ctx: AppContext, schoolId: number, lang: 'zh' | 'en') {
  const today = todayInChina(ctx.now());
  const schoolYear = schoolYearOf(today, await currentTerm(ctx, schoolId));
  const r = await ctx.db.execute(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId}
    and school_year = ${schoolYear} and term_type = ${TermType.spring}`);
  const term = (r.rows[0] as unknown as TermRow | undefined) ?? null;
  return {
    schoolYear,
    schoolYearName: lang === 'en' ? `${schoolYear}–${schoolYear + 1}` : `${schoolYear}-${schoolYear + 1}学年`,
    termType: TermType.spring,
    term: term ? termView(term, today, lang) : null,
    graduationDate: term?.endDate ?? null,
  };
}
