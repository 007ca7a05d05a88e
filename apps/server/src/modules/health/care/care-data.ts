import type { CareDetail, CareRow, EntryRow, ViewRow } from '@kg/shared/modules/health/care/care-outputs';
import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern } from '../../../core/list.ts';
import { anyId, classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { CARE_SELECT } from './care-list.ts';

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
  const child = oneRow<{ classId: number | null; status: number }>(
    (await db.execute(sql`select class_id as "classId", status from students where school_id = ${schoolId} and id = ${a.studentId}`)).rows,
  );
  if (child.status !== 1 || child.classId === null) throw new AppError('health-0307', { field: 'studentId' });
  if (!classInRange(range, child.classId)) throw new AppError('common-0405');
  if (a.remindMemberIds.length) {
    const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from members
      where institution_id = ${schoolId} and status = 1 and id = ${anyId(a.remindMemberIds)}`);
    if (r.rows[0].n !== a.remindMemberIds.length) throw new AppError('health-0302', { field: 'remindMemberIds' });
  }
  const medicines = a.medicines.map((m) => ({ ...m, times: [...m.times].sort() }));
  const r = await db.execute<{ id: number }>(sql`insert into care_records
      (school_id, student_id, class_id, condition, start_day, end_day, needs, medicines, remind_member_ids, remind_times, created_by)
    values (${schoolId}, ${a.studentId}, ${child.classId}, ${a.condition}, ${a.startDay}, ${a.endDay}, ${a.needs},
      ${JSON.stringify(medicines)}::jsonb, ${sql.param(a.remindMemberIds)}::bigint[], ${sql.param([...a.remindTimes].sort())}::text[], ${s.memberId})
    returning id`);
  return r.rows[0];
}

export async function setCareState(db: Db, schoolId: number, range: number[] | null, id: number, state: 'ongoing' | 'finished') {
  oneRow(
    (
      await db.execute(sql`update care_records r set state = ${state}, updated_at = now(),
        finished_at = case when ${state} = 'finished' then coalesce(r.finished_at, now()) end
      where r.school_id = ${schoolId} and r.id = ${id} and ${inRange(sql`r.class_id`, range)} returning r.id`)
    ).rows,
  );
}

/** Deletes a record; its views, entries and sent reminders go with it (ON DELETE CASCADE). */
export async function removeCare(db: Db, schoolId: number, range: number[] | null, id: number) {
  oneRow(
    (
      await db.execute(
        sql`delete from care_records r where r.school_id = ${schoolId} and r.id = ${id} and ${inRange(sql`r.class_id`, range)} returning r.id`,
      )
    ).rows,
  );
}

const num = (v: unknown) => Number(v);
/** A view row of care_views v (authorName from members m). */
export const viewSelect = (me: number) => sql`select v.id, v.record_id as "recordId", v.day, v.trend, v.content, v.author_id as "authorId",
  coalesce(m.real_name, '') as "authorName", v.author_id = ${me} as mine, v.updated_at as "updatedAt"
  from care_views v left join members m on m.institution_id = v.school_id and m.id = v.author_id`;
/** An entry row of care_teacher_entries e. */
export const entrySelect = (me: number) => sql`select e.id, e.record_id as "recordId", e.day, e.medicine_times as "medicineTimes",
  e.temperature::float8 as temperature, coalesce(e.temperature >= ${FEVER_AT}, false) as fever, e.observation, e.image_ids as "imageIds",
  e.author_id as "authorId", coalesce(m.real_name, '') as "authorName", e.author_id = ${me} as mine, e.updated_at as "updatedAt"
  from care_teacher_entries e left join members m on m.institution_id = e.school_id and m.id = e.author_id`;
export const entryOut = (e: EntryRow) => ({ ...e, imageIds: e.imageIds.map(num) });

/** A record with its views and entries, newest day first; pictures signed for the caller. */
export async function careDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number): Promise<CareDetail> {
  const { db } = ctx;
  const schoolId = s.institutionId;
  const rec = oneRow<CareRow>(
    (await db.execute(sql`${CARE_SELECT} where r.school_id = ${schoolId} and r.id = ${id} and ${inRange(sql`r.class_id`, range)}`)).rows,
  );
  const views = await db.execute<ViewRow>(
    sql`${viewSelect(s.memberId)} where v.school_id = ${schoolId} and v.record_id = ${id} order by v.day desc, v.id desc`,
  );
  const entries = (
    await db.execute<EntryRow>(
      sql`${entrySelect(s.memberId)} where e.school_id = ${schoolId} and e.record_id = ${id} order by e.day desc, e.id desc`,
    )
  ).rows.map(entryOut);
  const pictures = [...new Set(entries.flatMap((e) => e.imageIds))];
  return { ...rec, views: views.rows, entries, images: pictures.map((p) => imageUrls(ctx, s, p)) };
}

/** Enrolled children of the range to choose from, by class then name (at most 50: the picker searches). */
export async function studentOptions(db: Db, schoolId: number, range: number[] | null, q: { name?: string; clazzId?: number }) {
  const r = await db.execute<{ id: number; name: string; clazzId: number; clazzName: string }>(sql`
    select st.id, st.name, st.class_id as "clazzId", c.name as "clazzName"
    from students st join classes c on c.school_id = st.school_id and c.id = st.class_id
    where st.school_id = ${schoolId} and st.status = 1 and ${inRange(sql`st.class_id`, range)}
      ${q.clazzId ? sql`and st.class_id = ${q.clazzId}` : sql``}
      ${q.name ? sql`and st.name ilike ${containsPattern(q.name)}` : sql``}
    order by c.sort, c.id, st.name, st.id limit 50`);
  return r.rows;
}

/** Active staff of the school who may be reminded. */
export async function remindUsers(db: Db, schoolId: number, name?: string) {
  const r = await db.execute<{ id: number; name: string }>(sql`select m.id, m.real_name as name from members m
    where m.institution_id = ${schoolId} and m.status = 1 ${name ? sql`and m.real_name ilike ${containsPattern(name)}` : sql``}
    order by m.real_name, m.id limit 100`);
  return r.rows;
}
