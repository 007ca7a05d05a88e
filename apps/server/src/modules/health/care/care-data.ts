import type { CareDetail, ViewRow } from '@kg/shared/modules/health/care/care-outputs';
import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { careRecords, careTeacherEntries, careViews, classes, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { asCareRow, CARE_SELECT, type CareListRow, r } from './care-list.ts';

export interface CareAdd {
  studentId: number;
  condition: string;
  startDay: string;
  endDay: string;
  needs: string | null;
  medicines: { name: string; dose: string; times: string[] }[];
  remindMemberIds: number[];
  remindTimes: string[];
}

/** Adds a care record for an enrolled child of the caller's range; the staff to remind must be active staff of the school. */
export async function addCare(db: Db, s: SessionInfo, range: number[] | null, a: CareAdd): Promise<{ id: number }> {
  const schoolId = s.institutionId;
  if (a.endDay < a.startDay) throw new AppError('health-0301', { field: 'endDay' });
  const found = await db
    .select({ classId: students.classId, status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, a.studentId)));
  const child = oneRow<(typeof found)[number]>(found);
  if (child.status !== 1 || child.classId === null) throw new AppError('health-0307', { field: 'studentId' });
  if (!classInRange(range, child.classId)) throw new AppError('common-0405');
  if (a.remindMemberIds.length) {
    const [staff] = await db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.institutionId, schoolId), eq(members.status, 1), inArray(members.id, a.remindMemberIds)));
    if (staff.n !== a.remindMemberIds.length) throw new AppError('health-0302', { field: 'remindMemberIds' });
  }
  const medicines = a.medicines.map((m) => ({ ...m, times: [...m.times].sort() }));
  const [row] = await db
    .insert(careRecords)
    .values({
      schoolId,
      studentId: a.studentId,
      classId: child.classId,
      condition: a.condition,
      startDay: a.startDay,
      endDay: a.endDay,
      needs: a.needs,
      medicines,
      remindMemberIds: a.remindMemberIds,
      remindTimes: [...a.remindTimes].sort(),
      createdBy: s.memberId,
    })
    .returning({ id: careRecords.id });
  return row;
}

/** A record of the school within the range (the table itself: an update or delete cannot name it `r`). */
const ownRecord = (schoolId: number, range: number[] | null, id: number) =>
  and(eq(careRecords.schoolId, schoolId), eq(careRecords.id, id), inRange(sql`${careRecords.classId}`, range));

export async function setCareState(db: Db, schoolId: number, range: number[] | null, id: number, state: 'ongoing' | 'finished') {
  oneRow(
    await db
      .update(careRecords)
      .set({
        state,
        updatedAt: sql`now()`,
        finishedAt: state === 'finished' ? sql`coalesce(${careRecords.finishedAt}, now())` : null,
      })
      .where(ownRecord(schoolId, range, id))
      .returning({ id: careRecords.id }),
  );
}

/** Deletes a record; its views, entries and sent reminders go with it (ON DELETE CASCADE). */
export async function removeCare(db: Db, schoolId: number, range: number[] | null, id: number) {
  oneRow(
    await db
      .delete(careRecords)
      .where(ownRecord(schoolId, range, id))
      .returning({ id: careRecords.id }),
  );
}

/** Notes read as `v` (views) and `e` (entries), their author as `m`. */
export const v = alias(careViews, 'v');
export const e = alias(careTeacherEntries, 'e');
const m = alias(members, 'm');
const authorName = sql<string>`coalesce(${m.realName}, '')`;

const VIEW = (me: number) => ({
  id: v.id,
  recordId: v.recordId,
  day: v.day,
  trend: sql<ViewRow['trend']>`${v.trend}`,
  content: v.content,
  authorId: v.authorId,
  authorName,
  mine: sql<boolean>`${v.authorId} = ${me}`,
  updatedAt: v.updatedAt,
});
export type ViewListRow = RowOf<ReturnType<typeof VIEW>>;
// views answer as the shared ViewRow: a renamed or retyped column fails here
export const asViewRow = (row: ViewListRow): ViewRow => row;
/** A view row of care_views v (authorName from members m); the caller adds WHERE and ORDER. */
export const viewSelect = (me: number) =>
  sql`select ${selectList(VIEW(me))} from ${careViews} v left join ${members} m on ${m.institutionId} = ${v.schoolId} and ${m.id} = ${v.authorId}`;

const ENTRY = (me: number) => ({
  id: e.id,
  recordId: e.recordId,
  day: e.day,
  medicineTimes: e.medicineTimes,
  temperature: sql<number | null>`${e.temperature}::float8`,
  fever: sql<boolean>`coalesce(${e.temperature} >= ${FEVER_AT}, false)`,
  observation: e.observation,
  // a bigint array arrives as text: entryOut makes numbers of it
  imageIds: sql<string[]>`${e.imageIds}`,
  authorId: e.authorId,
  authorName,
  mine: sql<boolean>`${e.authorId} = ${me}`,
  updatedAt: e.updatedAt,
});
export type EntryListRow = RowOf<ReturnType<typeof ENTRY>>;
/** An entry row of care_teacher_entries e; the caller adds WHERE and ORDER. */
export const entrySelect = (me: number) =>
  sql`select ${selectList(ENTRY(me))} from ${careTeacherEntries} e left join ${members} m on ${m.institutionId} = ${e.schoolId} and ${m.id} = ${e.authorId}`;
export const entryOut = (row: EntryListRow) => ({ ...row, imageIds: row.imageIds.map(Number) });

/** A record with its views and entries, newest day first; pictures signed for the caller. */
export async function careDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number): Promise<CareDetail> {
  const { db } = ctx;
  const schoolId = s.institutionId;
  const rec = oneRow<CareListRow>(
    await preparedRows(
      db,
      sql`${CARE_SELECT} where ${r.schoolId} = ${schoolId} and ${r.id} = ${id} and ${inRange(sql`${r.classId}`, range)}`,
    ),
  );
  const views = await preparedRows<ViewListRow>(
    db,
    sql`${viewSelect(s.memberId)} where ${v.schoolId} = ${schoolId} and ${v.recordId} = ${id} order by ${v.day} desc, ${v.id} desc`,
  );
  const entries = (
    await preparedRows<EntryListRow>(
      db,
      sql`${entrySelect(s.memberId)} where ${e.schoolId} = ${schoolId} and ${e.recordId} = ${id} order by ${e.day} desc, ${e.id} desc`,
    )
  ).map(entryOut);
  const pictures = [...new Set(entries.flatMap((x) => x.imageIds))];
  return { ...asCareRow(rec), views: views.map(asViewRow), entries, images: pictures.map((p) => imageUrls(ctx, s, p)) };
}

/** Enrolled children of the range to choose from, by class then name (at most 50: the picker searches). */
export async function studentOptions(db: Db, schoolId: number, range: number[] | null, q: { name?: string; clazzId?: number }) {
  const st = students;
  const c = classes;
  const filters: SQL[] = [eq(st.schoolId, schoolId), eq(st.status, 1), inRange(sql`${st.classId}`, range)];
  if (q.clazzId) filters.push(eq(st.classId, q.clazzId));
  if (q.name) filters.push(sql`${st.name} ilike ${containsPattern(q.name)}`);
  return (
    db
      // the class is an inner join: never null here
      .select({ id: st.id, name: st.name, clazzId: sql<number>`${st.classId}`, clazzName: c.name })
      .from(st)
      .innerJoin(c, and(eq(c.schoolId, st.schoolId), eq(c.id, st.classId)))
      .where(and(...filters))
      .orderBy(c.sort, c.id, st.name, st.id)
      .limit(50)
  );
}

/** Active staff of the school who may be reminded. */
export async function remindUsers(db: Db, schoolId: number, name?: string) {
  const t = members;
  return db
    .select({ id: t.id, name: t.realName })
    .from(t)
    .where(and(eq(t.institutionId, schoolId), eq(t.status, 1), name ? sql`${t.realName} ilike ${containsPattern(name)}` : undefined))
    .orderBy(t.realName, t.id)
    .limit(100);
}
