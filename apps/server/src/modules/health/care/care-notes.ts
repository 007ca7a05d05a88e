import type { ViewRow } from '@kg/shared/modules/health/care/care-outputs';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { careRecords, careTeacherEntries, careViews } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import { asViewRow, type EntryListRow, e, entryOut, entrySelect, type ViewListRow, v, viewSelect } from './care-data.ts';
import { r } from './care-list.ts';

/**
 * The health teacher's views and the class teacher's entries under a care record. Both are dated
 * within the care period and added only while it is ongoing; `own` calls (no care code) act
 * only on what the caller wrote.
 */
export type NoteKind = 'view' | 'entry';
const TABLE = { view: careViews, entry: careTeacherEntries } as const;

export interface ViewFields {
  day: string;
  trend: 'better' | 'same' | 'worse';
  content: string;
}
export interface EntryFields {
  day: string;
  medicineTimes: string[];
  temperature: number | null;
  observation: string | null;
  imageIds: number[];
}

interface Period {
  startDay: string;
  endDay: string;
  state: string;
}
const checkDay = (p: Period, day: string) => {
  if (day < p.startDay || day > p.endDay) throw new AppError('health-0303', { field: 'day' });
};

const PERIOD = { startDay: r.startDay, endDay: r.endDay, state: r.state };

async function recordFor(db: Db, schoolId: number, range: number[] | null, recordId: number): Promise<Period> {
  const found = await db
    .select(PERIOD)
    .from(r)
    .where(and(eq(r.schoolId, schoolId), eq(r.id, recordId), inRange(sql`${r.classId}`, range)));
  return oneRow<Period>(found);
}

// both kinds of note read as `n`: a column of the views' alias names the entries' column of the same name too
const n = alias(careViews, 'n');
const NOTE = { authorId: n.authorId, ...PERIOD };

/** The note's author and its record's period; another school's or class's note is not found. */
async function noteFor(db: Db, kind: NoteKind, schoolId: number, range: number[] | null, id: number) {
  const found = await preparedRows<RowOf<typeof NOTE>>(
    db,
    sql`select ${selectList(NOTE)}
      from ${TABLE[kind]} n join ${careRecords} r on ${r.schoolId} = ${n.schoolId} and ${r.id} = ${n.recordId}
      where ${n.schoolId} = ${schoolId} and ${n.id} = ${id} and ${inRange(sql`${r.classId}`, range)}`,
  );
  return oneRow<RowOf<typeof NOTE>>(found);
}

/** Pictures of an entry: the school's own uploaded images only (never a report or another file). */
const checkImages = (db: Db, s: SessionInfo, ids: number[]) =>
  assertAttachable(db, { schoolId: s.institutionId, memberId: s.memberId }, ids, {
    kind: 'image',
    field: 'imageIds',
    refuse: (field) => new AppError('health-0306', { field }),
  });

/** A note's own columns, as the table of its kind stores them. */
const viewValues = (f: ViewFields) => ({ day: f.day, trend: f.trend, content: f.content });
const entryValues = (f: EntryFields) => ({
  day: f.day,
  medicineTimes: [...f.medicineTimes].sort(),
  temperature: f.temperature === null ? null : String(f.temperature),
  observation: f.observation,
  imageIds: f.imageIds,
});

export async function addNote(
  db: Db,
  kind: NoteKind,
  s: SessionInfo,
  range: number[] | null,
  recordId: number,
  f: ViewFields | EntryFields,
) {
  const schoolId = s.institutionId;
  const rec = await recordFor(db, schoolId, range, recordId);
  if (rec.state !== 'ongoing') throw new AppError('health-0304');
  checkDay(rec, f.day);
  if (kind === 'entry') await checkImages(db, s, (f as EntryFields).imageIds);
  const owner = { schoolId, recordId, authorId: s.memberId };
  const [row] =
    kind === 'view'
      ? await db
          .insert(careViews)
          .values({ ...owner, ...viewValues(f as ViewFields) })
          .returning({ id: careViews.id })
      : await db
          .insert(careTeacherEntries)
          .values({ ...owner, ...entryValues(f as EntryFields) })
          .returning({ id: careTeacherEntries.id });
  return row;
}

export async function updateNote(
  db: Db,
  kind: NoteKind,
  s: SessionInfo,
  range: number[] | null,
  id: number,
  f: ViewFields | EntryFields,
  own: boolean,
) {
  const schoolId = s.institutionId;
  const note = await noteFor(db, kind, schoolId, range, id);
  if (own && note.authorId !== s.memberId) throw new AppError('health-0305');
  checkDay(note, f.day);
  if (kind === 'entry') await checkImages(db, s, (f as EntryFields).imageIds);
  if (kind === 'view') {
    const t = careViews;
    await db
      .update(t)
      .set({ ...viewValues(f as ViewFields), updatedAt: sql`now()` })
      .where(and(eq(t.schoolId, schoolId), eq(t.id, id)));
  } else {
    const t = careTeacherEntries;
    await db
      .update(t)
      .set({ ...entryValues(f as EntryFields), updatedAt: sql`now()` })
      .where(and(eq(t.schoolId, schoolId), eq(t.id, id)));
  }
}

export async function removeNote(db: Db, kind: NoteKind, s: SessionInfo, range: number[] | null, id: number, own: boolean) {
  const note = await noteFor(db, kind, s.institutionId, range, id);
  if (own && note.authorId !== s.memberId) throw new AppError('health-0305');
  const t = TABLE[kind];
  await db.delete(t).where(and(eq(t.schoolId, s.institutionId), eq(t.id, id)));
}

/** A note of the school whose record lies within the range. */
const scoped = (t: typeof v | typeof e, schoolId: number, range: number[] | null, id: number) =>
  sql`${t.schoolId} = ${schoolId} and ${t.id} = ${id} and exists (select 1 from ${careRecords} r
    where ${r.schoolId} = ${t.schoolId} and ${r.id} = ${t.recordId} and ${inRange(sql`${r.classId}`, range)})`;

export async function viewDetail(db: Db, s: SessionInfo, range: number[] | null, id: number): Promise<ViewRow> {
  const found = await preparedRows<ViewListRow>(db, sql`${viewSelect(s.memberId)} where ${scoped(v, s.institutionId, range, id)}`);
  return asViewRow(oneRow<ViewListRow>(found));
}

export async function entryDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number) {
  const found = await preparedRows<EntryListRow>(ctx.db, sql`${entrySelect(s.memberId)} where ${scoped(e, s.institutionId, range, id)}`);
  const entry = entryOut(oneRow<EntryListRow>(found));
  return { ...entry, images: entry.imageIds.map((p) => imageUrls(ctx, s, p)) };
}
