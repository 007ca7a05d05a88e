import { type TermInput, TermType } from '@kg/shared/modules/garden/terms';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { schoolTerms as st } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { TermRow } from './term-service.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

// every read answers TermRow: a renamed or retyped column fails where these rows are returned
const TERM = { id: st.id, schoolYear: st.schoolYear, termType: st.termType, startDate: st.startDate, endDate: st.endDate };
const TERM_LIST = selectList(TERM);
const ofSchool = (schoolId: number) => eq(st.schoolId, schoolId);

export function listTerms(db: Db, schoolId: number, q: { schoolYear?: number; pageNum: number; pageSize: number }) {
  const where = sql`${st.schoolId} = ${schoolId} ${q.schoolYear ? sql`and ${st.schoolYear} = ${q.schoolYear}` : sql``}`;
  return pagedQuery<RowOf<typeof TERM>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${st} where ${where}`,
    select: sql`select ${TERM_LIST}, count(*) over () as total from ${st} where ${where}
      order by ${st.schoolYear} desc, ${st.termType} desc`,
  });
}

/**
 * Inside the caller's transaction, serialised per school: the term's year and type are
 * free and its dates overlap no other term of the school.
 */
async function assertTermFits(tx: Runner, schoolId: number, t: TermInput, exceptId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`school-terms:${schoolId}`}, 0))`);
  const others = and(ofSchool(schoolId), exceptId === null ? undefined : ne(st.id, exceptId));
  const [same] = await tx
    .select({ id: st.id })
    .from(st)
    .where(and(others, eq(st.schoolYear, t.schoolYear), eq(st.termType, t.termType)));
  if (same) throw new AppError('kid-arch-0012', { data: { field: 'termType', id: same.id } });
  const [hit] = await tx
    .select(TERM)
    .from(st)
    .where(and(others, lte(st.startDate, t.endDate), gte(st.endDate, t.startDate)))
    .orderBy(asc(st.startDate))
    .limit(1);
  if (hit) throw new AppError('kid-arch-0013', { data: { field: 'startDate', term: hit } });
}

/**
 * Adds a term (id null) or updates one of the school. The checks answer people; the unique
 * index on (school, year, type) answers a race with the same error.
 */
export function saveTerm(db: Db, schoolId: number, id: number | null, t: TermInput): Promise<TermRow> {
  return guardedWrite(
    () =>
      db.transaction(async (tx) => {
        const mine = and(ofSchool(schoolId), eq(st.id, id ?? 0));
        if (id !== null) oneRow(await tx.select({ id: st.id }).from(st).where(mine).for('update'));
        await assertTermFits(tx, schoolId, t, id);
        const values = { schoolYear: t.schoolYear, termType: t.termType, startDate: t.startDate, endDate: t.endDate };
        const [row] =
          id === null
            ? await tx
                .insert(st)
                .values({ schoolId, ...values })
                .returning(TERM)
            : await tx.update(st).set(values).where(mine).returning(TERM);
        return row;
      }),
    { unique: () => new AppError('kid-arch-0012', { field: 'termType' }) },
  );
}

export async function deleteTerm(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow(
    await db
      .delete(st)
      .where(and(ofSchool(schoolId), eq(st.id, id)))
      .returning({ id: st.id }),
  );
}

/** The term that holds `today`, if any. */
export async function termHolding(db: Runner, schoolId: number, today: string): Promise<TermRow | null> {
  const [row] = await db
    .select(TERM)
    .from(st)
    .where(and(ofSchool(schoolId), lte(st.startDate, today), gte(st.endDate, today)))
    .orderBy(asc(st.startDate))
    .limit(1);
  return row ?? null;
}

/** The spring term of a school year, if set: its classes of the top grade graduate when it ends. */
export async function springTermOf(db: Runner, schoolId: number, schoolYear: number): Promise<TermRow | null> {
  const [row] = await db
    .select(TERM)
    .from(st)
    .where(and(ofSchool(schoolId), eq(st.schoolYear, schoolYear), eq(st.termType, TermType.spring)));
  return row ?? null;
}
