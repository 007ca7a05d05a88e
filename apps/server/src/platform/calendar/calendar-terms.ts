import { termName } from '@kg/shared/modules/garden/terms';
import { sql } from 'drizzle-orm';
import { pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';
import { schoolTerms as st } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';

// The calendar's terms are the school's term settings (school_terms): one definition of a term,
// which garden edits and a new school starts with; the calendar only reads them.
const TERM = { id: st.id, schoolYear: st.schoolYear, termType: st.termType, startDate: st.startDate, endDate: st.endDate };
const TERM_LIST = selectList(TERM);

/** A term named in the caller's language. */
export interface NamedTerm {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
}

export const namedTerm = (t: RowOf<typeof TERM>, lang: 'zh' | 'en'): NamedTerm => ({
  id: t.id,
  name: termName(t.schoolYear, t.termType, lang),
  startDate: t.startDate,
  endDate: t.endDate,
});

/** The school's terms, latest first, paged. */
export async function schoolTermPage(db: Db, schoolId: number, q: { pageNum: number; pageSize: number }, lang: 'zh' | 'en') {
  const where = sql`${st.schoolId} = ${schoolId}`;
  const page = await pagedQuery<RowOf<typeof TERM>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${st} where ${where}`,
    select: sql`select ${TERM_LIST}, count(*) over () as total from ${st} where ${where} order by ${st.startDate} desc`,
  });
  return { ...page, list: page.list.map((t) => namedTerm(t, lang)) };
}
