import { type TermInput, TermType } from '@kg/shared/modules/garden/terms';
import { sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import type { TermRow } from './term-service.ts';

type Runner = Pick<Db, 'execute'>;

const TERM_COLUMNS = sql`id, school_year as "schoolYear", term_type as "termType", start_date as "startDate", end_date as "endDate"`;

export function listTerms(db: Db, schoolId: number, q: { schoolYear?: number; pageNum: number; pageSize: number }) {
  const where = sql`school_id = ${schoolId} ${q.schoolYear ? sql`and school_year = ${q.schoolYear}` : sql``}`;
  return pagedQuery<TermRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from school_terms where ${where}`,
    select: sql`select ${TERM_COLUMNS}, count(*) over () as total from school_terms where ${where}
      order by school_year desc, term_type desc`,
  });
}

/**
 * Inside the caller's transaction, serialised per school: the term's year and type are
 * free and its dates overlap no other term of the school.
 */
async function assertTermFits(tx: Runner, schoolId: number, t: TermInput, exceptId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`school-terms:${schoolId}`}, 0))`);
  const except = exceptId === null ? sql`` : sql`and id <> ${exceptId}`;
  const same = await tx.execute<{ id: number }>(sql`select id from school_terms where school_id = ${schoolId}
    and school_year = ${t.schoolYear} and term_type = ${t.termType} ${except}`);
  if (same.rows.length) throw new AppError('kid-arch-0012', { data: { field: 'termType', id: same.rows[0].id } });
  const overlap = await tx.execute<TermRow>(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId} ${except}
    and start_date <= ${t.endDate} and end_date >= ${t.startDate} order by start_date limit 1`);
  const hit = overlap.rows[0];
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
        if (id !== null)
          oneRow((await tx.execute(sql`select id from school_terms where school_id = ${schoolId} and id = ${id} for update`)).rows);
        await assertTermFits(tx, schoolId, t, id);
        const r =
          id === null
            ? await tx.execute<TermRow>(sql`insert into school_terms (school_id, school_year, term_type, start_date, end_date)
                values (${schoolId}, ${t.schoolYear}, ${t.termType}, ${t.startDate}, ${t.endDate}) returning ${TERM_COLUMNS}`)
            : await tx.execute<TermRow>(sql`update school_terms set school_year = ${t.schoolYear}, term_type = ${t.termType},
                start_date = ${t.startDate}, end_date = ${t.endDate} where school_id = ${schoolId} and id = ${id} returning ${TERM_COLUMNS}`);
        return r.rows[0];
      }),
    { unique: () => new AppError('kid-arch-0012', { field: 'termType' }) },
  );
}

export async function deleteTerm(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow((await db.execute(sql`delete from school_terms where school_id = ${schoolId} and id = ${id} returning id`)).rows);
}

/** The term that holds `today`, if any. */
export async function termHolding(db: Runner, schoolId: number, today: string): Promise<TermRow | null> {
  const r = await db.execute<TermRow>(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId}
    and start_date <= ${today} and end_date >= ${today} order by start_date limit 1`);
  return r.rows[0] ?? null;
}

/** The spring term of a school year, if set: its classes of the top grade graduate when it ends. */
export async function springTermOf(db: Runner, schoolId: number, schoolYear: number): Promise<TermRow | null> {
  const r = await db.execute<TermRow>(sql`select ${TERM_COLUMNS} from school_terms where school_id = ${schoolId}
    and school_year = ${schoolYear} and term_type = ${TermType.spring}`);
  return r.rows[0] ?? null;
}
