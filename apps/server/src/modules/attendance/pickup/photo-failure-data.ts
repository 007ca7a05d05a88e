import { CHINA_ZONE } from '@kg/shared';
import type { PhotoFailureReport } from '@kg/shared/modules/attendance/pickup';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import {
  classes,
  attendanceDevices as devices,
  attendancePhotoFailures as failures,
  members,
  attendancePhotoNotices as noticesSent,
  attendancePickers as pickers,
  students,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { FileKind, saveStoredFile } from '../../../platform/files/index.ts';
import { processImage } from '../../../platform/uploads/index.ts';

type Subject = 'child' | 'picker' | 'staff';

// the list reads the failures under the alias f, and its columns are qualified by it
const f = alias(failures, 'f');

/** Whose photo failed, and how the list names them: a child with its class, a picker with its child, a staff member. */
const PERSON: Record<Subject, { id: ReturnType<typeof sql>; join: ReturnType<typeof sql>; cols: ReturnType<typeof sql> }> = {
  child: {
    id: sql`f.student_id`,
    join: sql`join ${students} s on s.school_id = f.school_id and s.id = f.student_id`,
    cols: sql`s.name, null::text as relation, null::text as child_name, s.class_id`,
  },
  picker: {
    id: sql`f.picker_id`,
    join: sql`join ${pickers} v on v.id = f.picker_id join ${students} s on s.school_id = v.school_id and s.id = v.student_id`,
    cols: sql`v.name, v.relation, s.name as child_name, s.class_id`,
  },
  staff: {
    id: sql`f.staff_id`,
    join: sql`join ${members} m on m.institution_id = f.school_id and m.id = f.staff_id`,
    cols: sql`m.real_name as name, null::text as relation, null::text as child_name, null::bigint as class_id`,
  },
};

/**
 * A page of the failures of one kind of person, newest first, within the caller's classes (a
 * child's, or a picker's child's); a day narrows to that day in China, classId to one class.
 */
export function listFailures(
  db: Db,
  schoolId: number,
  range: number[] | null,
  subject: Subject,
  q: { pageNum: number; pageSize: number; classId?: number; day?: string },
  today: string,
) {
  const p = PERSON[subject];
  const where = sql`f.school_id = ${schoolId} and f.subject = ${subject}
    ${subject === 'staff' ? sql`` : sql`and ${inRange(sql`x.class_id`, range)}`}
    ${q.classId === undefined ? sql`` : sql`and x.class_id = ${q.classId}`}
    ${q.day === undefined ? sql`` : sql`and (f.happened_at at time zone ${CHINA_ZONE})::date = ${q.day}::date`}`;
  const from = sql`from ${failures} f
    join lateral (select ${p.cols} from (select 1) one ${p.join}) x on true
    join ${devices} d on d.id = f.device_id
    left join ${classes} c on c.school_id = f.school_id and c.id = x.class_id`;
  const fields = {
    id: f.id,
    at: f.happenedAt,
    personId: sql<number>`${p.id}`,
    name: sql<string>`x.name`,
    relation: sql<string | null>`x.relation`,
    childName: sql<string | null>`x.child_name`,
    className: sql<string | null>`c.name`,
    reason: f.reason,
    deviceName: sql<string>`d.name`,
    captureRef: f.captureRef,
    captureId: f.captureId,
    noticedToday: sql<boolean>`exists (select 1 from ${noticesSent} n where n.school_id = f.school_id and n.subject = f.subject
      and n.person_id = ${p.id} and n.day = ${today})`,
  };
  return pagedQuery<RowOf<typeof fields>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n ${from} where ${where}`,
    select: (cut) => sql`select ${selectList(fields)}, count(*) over () as total
      ${from} where ${where} order by f.happened_at desc, f.id desc ${cut}`,
  });
}

/** The ids among `ids` that are people of the device's school for the subject (children, pickers, staff). */
async function peopleOf(db: Db, schoolId: number, subject: Subject, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const wanted = [...new Set(ids)];
  const rows =
    subject === 'child'
      ? await db
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.schoolId, schoolId), inArray(students.id, wanted)))
      : subject === 'picker'
        ? await db
            .select({ id: pickers.id })
            .from(pickers)
            .where(and(eq(pickers.schoolId, schoolId), inArray(pickers.id, wanted)))
        : await db
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.institutionId, schoolId), inArray(members.id, wanted)));
  return new Set(rows.map((x) => x.id));
}

/**
 * Stores a face terminal's failures: each person must be of the device's school (else the batch is
 * refused naming the element, nothing stored); each captured image is checked and stored like an
 * upload; a (device, eventId) stored before is a duplicate and stores nothing again.
 */
export async function storeFailures(ctx: AppContext, device: { id: number; schoolId: number }, list: readonly PhotoFailureReport[]) {
  const { db } = ctx;
  for (const subject of ['child', 'picker', 'staff'] as const) {
    const ids = list.flatMap((f) => (f.subject === subject ? [f.personId] : []));
    const ours = await peopleOf(db, device.schoolId, subject, ids);
    const i = list.findIndex((f) => f.subject === subject && !ours.has(f.personId));
    if (i >= 0) throw fieldError(`failures.${i}.personId`, '不是本园的人员', 'not a person of the device’s school');
  }
  const known = new Set(
    (
      await db
        .select({ id: failures.deviceEventId })
        .from(failures)
        .where(and(eq(failures.deviceId, device.id), inArray(failures.deviceEventId, [...new Set(list.map((x) => x.eventId))])))
    ).map((r) => r.id),
  );
  // every new capture is checked before anything is stored: a bad image refuses the batch, naming it
  const fresh = list.flatMap((r, i) => {
    if (known.has(r.eventId)) return [];
    known.add(r.eventId);
    return [{ r, i }];
  });
  // one at a time: the image pool serves uploads too, and a batch must not fill its queue
  const images = [];
  for (const { r, i } of fresh) {
    if (!r.image) {
      images.push(null);
      continue;
    }
    try {
      images.push(await processImage(Buffer.from(r.image, 'base64')));
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        throw fieldError(`failures.${i}.image`, '抓拍图片无法读取', 'the capture is not a readable JPEG or PNG');
      throw err;
    }
  }
  let stored = 0;
  for (const [n, { r }] of fresh.entries()) {
    const img = images[n];
    const file = img
      ? await saveStoredFile(ctx, {
          schoolId: device.schoolId,
          createdBy: null,
          kind: FileKind.image,
          originalName: `capture-${r.eventId}.${img.ext}`,
          mime: img.mime,
          prefix: 'attendance/failures/',
          ext: img.ext,
          original: img.original,
          compress: img.compress,
          thumbnail: img.thumbnail,
        })
      : null;
    const row = await db
      .insert(failures)
      .values({
        schoolId: device.schoolId,
        deviceId: device.id,
        deviceEventId: r.eventId,
        happenedAt: new Date(r.at),
        subject: r.subject,
        studentId: r.subject === 'child' ? r.personId : null,
        pickerId: r.subject === 'picker' ? r.personId : null,
        staffId: r.subject === 'staff' ? r.personId : null,
        reason: r.reason,
        captureRef: r.captureRef ?? null,
        captureId: file?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: failures.id });
    stored += row.length;
  }
  return { stored, duplicate: list.length - stored };
}
