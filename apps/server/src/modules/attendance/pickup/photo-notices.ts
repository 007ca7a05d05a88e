import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { inRange } from '../../../core/scope.ts';
import { members, attendancePickers as pickers, attendancePhotoNotices as sent, students } from '../../../db/schema/index.ts';
import { notify } from '../../../platform/notices/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';

type Subject = 'child' | 'picker' | 'staff';
type Person = { id: number; name: string; phone: string | null; accountId: number | null };

const FIELD: Record<Subject, string> = { child: 'studentIds', picker: 'pickerIds', staff: 'staffIds' };

/** The people asked for, each of the school (and, for children and pickers, of the caller's classes); another is refused by its place. */
async function peopleIn(
  ctx: AppContext,
  schoolId: number,
  range: number[] | null,
  subject: Subject,
  ids: readonly number[],
): Promise<Person[]> {
  const { db } = ctx;
  const inClasses = inRange(sql`${students.classId}`, range);
  const rows: Person[] =
    subject === 'child'
      ? await db
          .select({
            id: students.id,
            name: students.name,
            phone: sql<string | null>`null::text`,
            accountId: sql<number | null>`null::bigint`,
          })
          .from(students)
          .where(and(eq(students.schoolId, schoolId), inArray(students.id, [...ids]), inClasses))
      : subject === 'picker'
        ? await db
            .select({ id: pickers.id, name: pickers.name, phone: pickers.phone, accountId: sql<number | null>`null::bigint` })
            .from(pickers)
            .innerJoin(students, and(eq(students.schoolId, pickers.schoolId), eq(students.id, pickers.studentId)))
            .where(and(eq(pickers.schoolId, schoolId), inArray(pickers.id, [...ids]), inClasses))
        : await db
            .select({ id: members.id, name: members.realName, phone: sql<string | null>`null::text`, accountId: members.accountId })
            .from(members)
            .where(and(eq(members.institutionId, schoolId), inArray(members.id, [...ids]), eq(members.status, 1)));
  const found = new Set(rows.map((r) => r.id));
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw new AppError('attendance-0607', { field: `${FIELD[subject]}.${i}` });
  return rows;
}

const MESSAGE = {
  child: { zh: '请为孩子重新拍摄入园识别照片', en: "Please retake your child's photo for the gate" },
  staff: { zh: '请重新拍摄您的考勤识别照片', en: 'Please retake your photo for the attendance terminals' },
  picker: { zh: '请重新拍摄您的接送识别照片', en: 'Please retake your photo for smart pickup' },
} as const;

/**
 * Asks people to retake their photo: a child's guardians (bell and text), a staff member (bell and
 * text), a picker (a text to the phone the school holds). Once per person and day: the notices
 * sent are claimed by inserting (school, subject, person, day), so a second press that day, or
 * two at once, reaches nobody twice.
 */
export async function noticeRedoPhoto(
  ctx: AppContext,
  schoolId: number,
  range: number[] | null,
  memberId: number,
  subject: Subject,
  ids: readonly number[],
  day: string,
) {
  const people = await peopleIn(ctx, schoolId, range, subject, ids);
  const claimed = await ctx.db
    .insert(sent)
    .values(people.map((p) => ({ schoolId, subject, personId: p.id, day, sentBy: memberId })))
    .onConflictDoNothing()
    .returning({ id: sent.personId });
  const fresh = new Set(claimed.map((c) => c.id));
  const now = people.filter((p) => fresh.has(p.id));
  const m = MESSAGE[subject];
  const message = { source: 'attendance' as const, title: { zh: '重新拍照通知', en: 'Photo retake' }, body: m, channels: ['sms'] as const };
  if (subject === 'child' && now.length) await notify(ctx, { schoolId, guardiansOf: now.map((p) => p.id) }, message);
  if (subject === 'staff') {
    const accounts = now.flatMap((p) => (p.accountId === null ? [] : [p.accountId]));
    if (accounts.length) await notify(ctx, { schoolId, accounts }, message);
  }
  if (subject === 'picker') for (const p of now) if (p.phone) await sendSms(ctx, p.phone, `【${message.title.zh}】${m.zh}`);
  return { sent: now.length, alreadyToday: people.length - now.length };
}
