import type { CalendarSpanInput } from '@kg/shared/modules/attendance/calendar';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceCalendarDays as t } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { schoolCalendarOverrides } from '../../../platform/calendar/index.ts';

// the list's columns, from the generated schema: a renamed column fails the type check
const ROW = { id: t.id, kind: t.kind, firstDay: t.firstDay, lastDay: t.lastDay, reason: t.reason, updatedAt: t.updatedAt };
const LIST = selectList(ROW);
type SpanRow = RowOf<typeof ROW>;
const asSpan = (r: SpanRow) => ({ ...r, kind: r.kind === 'open' ? ('open' as const) : ('closure' as const) });

const ofSchool = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id));

export async function listSpans(db: Db, schoolId: number, q: { kind?: string; from?: string; pageNum: number; pageSize: number }) {
  const where = sql`${t.schoolId} = ${schoolId} ${q.kind ? sql`and ${t.kind} = ${q.kind}` : sql``}
    ${q.from ? sql`and ${t.lastDay} >= ${q.from}` : sql``}`;
  const page = await pagedQuery<SpanRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${t} where ${where}`,
    select: sql`select ${LIST}, count(*) over () as total from ${t} where ${where} order by ${t.firstDay} desc, ${t.id} desc`,
  });
  return { ...page, list: page.list.map(asSpan) };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside the caller's transaction, serialised per school: the range lies inside one term (outside
 * every term no day counts, so a closure or open day there would mean nothing) and overlaps no
 * other closure or open day (a day both closed and open would have two answers).
 */
async function assertSpanFits(tx: Tx, schoolId: number, p: CalendarSpanInput, exceptId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attendance-calendar:${schoolId}`}, 0))`);
  const { terms } = await schoolCalendarOverrides(tx, schoolId, p.firstDay, p.lastDay);
  if (!terms.some((term) => term.startDate <= p.firstDay && p.lastDay <= term.endDate)) {
    throw new AppError('attendance-0302', { field: terms.some((term) => term.startDate <= p.firstDay) ? 'lastDay' : 'firstDay' });
  }
  const [hit] = await tx
    .select({ id: t.id, firstDay: t.firstDay, lastDay: t.lastDay, reason: t.reason })
    .from(t)
    .where(
      and(
        eq(t.schoolId, schoolId),
        exceptId === null ? undefined : ne(t.id, exceptId),
        lte(t.firstDay, p.lastDay),
        gte(t.lastDay, p.firstDay),
      ),
    )
    .limit(1);
  if (hit) throw new AppError('attendance-0301', { field: 'firstDay', data: { field: 'firstDay', span: hit } });
}

/** Adds a closure or open day (id null) or changes one of the school; another school's id is not found. */
export function saveSpan(db: Db, schoolId: number, id: number | null, p: CalendarSpanInput): Promise<number> {
  return db.transaction(async (tx) => {
    if (id !== null) oneRow(await tx.select({ id: t.id }).from(t).where(ofSchool(schoolId, id)).for('update'));
    await assertSpanFits(tx, schoolId, p, id);
    const values = { kind: p.kind, firstDay: p.firstDay, lastDay: p.lastDay, reason: p.reason };
    const [row] =
      id === null
        ? await tx
            .insert(t)
            .values({ schoolId, ...values })
            .returning({ id: t.id })
        : await tx
            .update(t)
            .set({ ...values, updatedAt: new Date() })
            .where(ofSchool(schoolId, id))
            .returning({ id: t.id });
    return row.id;
  });
}

export async function deleteSpan(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow(await db.delete(t).where(ofSchool(schoolId, id)).returning({ id: t.id }));
}
