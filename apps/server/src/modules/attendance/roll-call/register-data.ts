import type { RegisterRow, RegisterState } from '@kg/shared/modules/attendance/roll-call';
import { chinaDayStartOf, todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, notFound } from '../../../core/errors.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, attendanceChildDays, attendanceEvents, classes, grades, students } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';
import { dayContexts } from '../ledger/day-inputs.ts';

const st = alias(students, 'st');
const cd = alias(attendanceChildDays, 'cd');
const m = alias(attendanceEvents, 'm');
const ac = alias(accounts, 'ac');
const c = alias(classes, 'c');
const g = alias(grades, 'g');
const DAY_MS = 86_400_000;

/** A China day's bounds, as the ledger's partitions are cut. */
export function dayBounds(day: string): { from: Date; to: Date } {
  const from = chinaDayStartOf(day);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The register's day: blank is today; a future day is refused, naming the field. */
export function registerDay(day: string | undefined, now: Date): string {
  const today = todayChina(now);
  if (day && day > today) throw fieldError('day', '不能是将来的日期', 'must not be a future day');
  return day ?? today;
}

const CLASS = { id: c.id, name: c.name };
/** The current classes within the caller's range, in grade order. */
export async function registerClasses(db: Db, schoolId: number, range: readonly number[] | null) {
  const r = await db.execute(sql`select ${selectList(CLASS)} from ${classes} c
    join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
    where ${c.schoolId} = ${schoolId} and ${c.status} = 1 and ${inRange(sql`${c.id}`, range)}
    order by ${g.level}, ${g.sort}, ${c.sort}, ${c.id}`);
  return (r.rows as RowOf<typeof CLASS>[]).map((x) => ({ id: Number(x.id), name: x.name }));
}

/** A current class of the school within the caller's range, else not found (another school's or class's id). */
export async function classOfRange(db: Db, schoolId: number, range: readonly number[] | null, classId: number): Promise<void> {
  const r = await db.execute(sql`select 1 from ${classes} c
    where ${c.schoolId} = ${schoolId} and ${c.id} = ${classId} and ${c.status} = 1 and ${inRange(sql`${c.id}`, range)}`);
  if (!r.rows.length) throw notFound();
}

const FIELDS = {
  studentId: st.id,
  name: st.name,
  status: joined(cd.status),
  firstIn: joined(cd.firstIn),
  lastOut: joined(cd.lastOut),
  lateMinutes: joined(cd.lateMinutes),
  earlyMinutes: joined(cd.earlyMinutes),
  halfDay: joined(cd.halfDay),
  leaveId: joined(cd.leaveId),
  symptomGroup: joined(cd.symptomGroup),
  mark: joined(m.mark),
  markAt: joined(m.happenedAt),
  markNote: joined(m.note),
  markSymptoms: joined(m.symptoms),
  actorName: joined(ac.realName),
};
const LIST = selectList(FIELDS);
type Row = RowOf<typeof FIELDS>;

/** The register's state of a child: late apart from present, and pending while today's arrival is open. */
export function stateOf(status: string | null, lateMinutes: number | null, arrivalOpen: boolean): RegisterState {
  if (status === 'present') return lateMinutes !== null ? 'late' : 'present';
  if (status === 'sick' || status === 'personal') return status;
  return arrivalOpen ? 'pending' : 'absent';
}

function rowOf(r: Row, arrivalOpen: boolean): RegisterRow {
  return {
    studentId: Number(r.studentId),
    name: r.name,
    // a teacher's absent mark settles it: no longer pending
    state: stateOf(r.status, r.lateMinutes, arrivalOpen && r.mark !== 'absent'),
    firstIn: r.firstIn,
    lastOut: r.lastOut,
    lateMinutes: r.lateMinutes,
    earlyMinutes: r.earlyMinutes,
    halfDay: r.halfDay ?? false,
    onLeave: r.leaveId !== null,
    symptomGroup: r.symptomGroup,
    lastMark:
      r.mark && r.markAt
        ? {
            mark: r.mark as NonNullable<RegisterRow['lastMark']>['mark'],
            at: r.markAt,
            actorName: r.actorName,
            note: r.markNote,
            symptoms: r.markSymptoms ?? [],
          }
        : null,
  };
}

/** The children of a class (now) or one child, with their day and their latest mark of that day. */
async function rows(db: Pick<Db, 'execute'>, schoolId: number, day: string, who: { classId: number } | { studentId: number }) {
  const { from, to } = dayBounds(day);
  const which = 'classId' in who ? sql`${st.classId} = ${who.classId}` : sql`${st.id} = ${who.studentId}`;
  const r = await db.execute(sql`select ${LIST} from ${students} st
    left join ${attendanceChildDays} cd on ${cd.schoolId} = ${schoolId} and ${cd.studentId} = ${st.id} and ${cd.day} = ${day}::date
    left join lateral (select * from ${attendanceEvents} x where x.school_id = ${schoolId} and x.student_id = ${st.id}
      and x.kind = 'mark' and x.happened_at >= ${from} and x.happened_at < ${to} order by x.happened_at desc, x.id desc limit 1) m on true
    left join ${accounts} ac on ${ac.id} = ${m.actorId}
    where ${st.schoolId} = ${schoolId} and ${st.status} = 1 and ${which}
    order by ${st.name}, ${st.id}`);
  return r.rows as Row[];
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const chinaMinute = (at: Date) => Math.floor((at.getTime() / 60_000 + 480) % 1440);

/**
 * Whether today's arrival is still open for a class: its shift's late line plus the grace, or
 * without a shift the school's notice time; never on a past day or a day the school is closed.
 */
async function arrivalOpenFor(db: Db, schoolId: number, classId: number | null, day: string, now: Date) {
  const ctx = (await dayContexts(db, schoolId, [day])).get(day);
  if (!ctx?.schoolDay || day !== todayChina(now)) return { open: false, schoolDay: ctx?.schoolDay ?? false };
  const shift = classId === null ? null : (ctx.classes.get(classId) ?? null);
  const notice = ctx.rules.absentNoticeAt;
  const closes = shift?.applies ? minutes(shift.lateAfter) + ctx.rules.graceMinutes : notice ? minutes(notice) : null;
  return { open: closes !== null && chinaMinute(now) <= closes, schoolDay: true };
}

/** A class's register on a day: each child's state, times and latest mark; the class totals. */
export async function classRegister(db: Db, schoolId: number, range: readonly number[] | null, classId: number, day: string, now: Date) {
  await classOfRange(db, schoolId, range, classId);
  const { open, schoolDay } = await arrivalOpenFor(db, schoolId, classId, day, now);
  const children = (await rows(db, schoolId, day, { classId })).map((r) => rowOf(r, open));
  const count = (s: RegisterState) => children.filter((x) => x.state === s).length;
  const totals = {
    children: children.length,
    present: count('present') + count('late'),
    late: count('late'),
    earlyLeave: children.filter((x) => x.state !== 'absent' && x.earlyMinutes !== null).length,
    sick: count('sick'),
    personal: count('personal'),
    absent: count('absent'),
    pending: count('pending'),
  };
  return { day, schoolDay, arrivalOpen: open, totals, children };
}

/** One child's register row (after a mark), read as the class list reads it. */
export async function childRegisterRow(db: Db, schoolId: number, studentId: number, classId: number, day: string, now: Date) {
  const { open } = await arrivalOpenFor(db, schoolId, classId, day, now);
  const [r] = await rows(db, schoolId, day, { studentId });
  return rowOf(r, open);
}
