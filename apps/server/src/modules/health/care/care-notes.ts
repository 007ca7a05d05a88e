import type { EntryRow, ViewRow } from '@kg/shared/modules/health/care/care-outputs';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import { entryOut, entrySelect, viewSelect } from './care-data.ts';

/**
 * The health teacher's views and the class teacher's entries under a care record. Both are dated
 * within the care period and added only while it is ongoing; `own` calls (no care code) act
 * only on what the caller wrote.
 */
export type NoteKind = 'view' | 'entry';
const TABLE: Record<NoteKind, SQL> = { view: sql.raw('care_views'), entry: sql.raw('care_teacher_entries') };

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

async function recordFor(db: Db, schoolId: number, range: number[] | null, recordId: number): Promise<Period> {
  return oneRow<Period>(
    (
      await db.execute(sql`select start_day as "startDay", end_day as "endDay", state from care_records r
        where r.school_id = ${schoolId} and r.id = ${recordId} and ${inRange(sql`r.class_id`, range)}`)
    ).rows,
  );
}

/** The note's author and its record's period; another school's or class's note is not found. */
async function noteFor(db: Db, kind: NoteKind, schoolId: number, range: number[] | null, id: number) {
  return oneRow<Period & { authorId: number }>(
    (
      await db.execute(sql`select n.author_id as "authorId", r.start_day as "startDay", r.end_day as "endDay", r.state
        from ${TABLE[kind]} n join care_records r on r.school_id = n.school_id and r.id = n.record_id
        where n.school_id = ${schoolId} and n.id = ${id} and ${inRange(sql`r.class_id`, range)}`)
    ).rows,
  );
}

/** Pictures of an entry: the school's own uploaded images only (never a report or another file). */
const checkImages = (db: Db, s: SessionInfo, ids: number[]) =>
  assertAttachable(db, { schoolId: s.institutionId, memberId: s.memberId }, ids, {
    kind: 'image',
    field: 'imageIds',
    refuse: (field) => new AppError('health-0306', { field }),
  });

const columns = (kind: NoteKind, f: ViewFields | EntryFields) => {
  if (kind === 'view') {
    const v = f as ViewFields;
    return { names: sql`day, trend, content`, values: sql`${v.day}, ${v.trend}, ${v.content}` };
  }
  const e = f as EntryFields;
  return {
    names: sql`day, medicine_times, temperature, observation, image_ids`,
    values: sql`${e.day}, ${sql.param([...e.medicineTimes].sort())}::text[], ${e.temperature}, ${e.observation}, ${sql.param(e.imageIds)}::bigint[]`,
  };
};

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
  const c = columns(kind, f);
  const r = await db.execute<{ id: number }>(sql`insert into ${TABLE[kind]} (school_id, record_id, author_id, ${c.names})
    values (${schoolId}, ${recordId}, ${s.memberId}, ${c.values}) returning id`);
  return r.rows[0];
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
  const c = columns(kind, f);
  await db.execute(
    sql`update ${TABLE[kind]} set (${c.names}) = (${c.values}), updated_at = now() where school_id = ${schoolId} and id = ${id}`,
  );
}

export async function removeNote(db: Db, kind: NoteKind, s: SessionInfo, range: number[] | null, id: number, own: boolean) {
  const note = await noteFor(db, kind, s.institutionId, range, id);
  if (own && note.authorId !== s.memberId) throw new AppError('health-0305');
  await db.execute(sql`delete from ${TABLE[kind]} where school_id = ${s.institutionId} and id = ${id}`);
}

const scoped = (alias: SQL, schoolId: number, range: number[] | null, id: number) =>
  sql`${alias}.school_id = ${schoolId} and ${alias}.id = ${id} and exists (select 1 from care_records r
    where r.school_id = ${alias}.school_id and r.id = ${alias}.record_id and ${inRange(sql`r.class_id`, range)})`;

export async function viewDetail(db: Db, s: SessionInfo, range: number[] | null, id: number): Promise<ViewRow> {
  return oneRow<ViewRow>((await db.execute(sql`${viewSelect(s.memberId)} where ${scoped(sql`v`, s.institutionId, range, id)}`)).rows);
}

export async function entryDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number) {
  const e = entryOut(
    oneRow<EntryRow>((await ctx.db.execute(sql`${entrySelect(s.memberId)} where ${scoped(sql`e`, s.institutionId, range, id)}`)).rows),
  );
  return { ...e, images: e.imageIds.map((p) => imageUrls(ctx, s, p)) };
}
