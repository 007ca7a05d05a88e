import type { LeaveApplyInput } from '@kg/shared/modules/attendance/leave';
import { LEAVE_SYMPTOMS, symptomGroupOf } from '@kg/shared/modules/attendance/leave-symptoms';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceLeaves as t } from '../../../db/schema/index.ts';
import { type Pending, startableProcesses, submitRequest, withdraw } from '../../workflow/index.ts';
import { childForLeave, leaveOf, refuseOverlap } from './leave-data.ts';
import { leaveDays } from './leave-days.ts';
import { APPLYING, markLeaveDays } from './leave-kind.ts';

/** Who applies or cancels: the school, the caller's class range, the account (the leave's applicant) and the staff member (the request's). */
export interface LeaveCaller {
  schoolId: number;
  range: readonly number[] | null;
  accountId: number;
  memberId: number;
  /** Holds the leave code: may cancel another applicant's approved leave. */
  manages: boolean;
}

/** The school's leave process a request goes to: its first enabled process of kind 'leave'. */
async function leaveProcess(db: Db, schoolId: number): Promise<number> {
  const process = (await startableProcesses(db, schoolId)).find((p) => p.kind === 'leave');
  if (!process) throw new AppError('attendance-0401');
  return process.id;
}

/**
 * Applies for a child's leave: the child within the caller's reach, the days from the calendar,
 * no overlap with the child's pending or approved leaves, then the leave and its workflow request
 * in one transaction (the engine refuses a form its process cannot take, and nothing is kept).
 */
export async function applyLeave(db: Db, c: LeaveCaller, p: LeaveApplyInput) {
  const processId = await leaveProcess(db, c.schoolId);
  const symptoms = p.kind === 'sick' ? (p.symptoms ?? []) : [];
  return db.transaction(async (tx) => {
    const child = await childForLeave(tx, c.schoolId, c.range, p.studentId);
    const { days } = await leaveDays(tx, c.schoolId, p);
    await refuseOverlap(tx, c.schoolId, child.id, p);
    const [{ id }] = await tx
      .insert(t)
      .values({
        schoolId: c.schoolId,
        studentId: child.id,
        kind: p.kind,
        startsOn: p.startsOn,
        startsPm: p.startsPm,
        endsOn: p.endsOn,
        endsAm: p.endsAm,
        days: String(days),
        symptoms,
        symptomGroup: symptomGroupOf(symptoms),
        reason: p.reason,
        status: 'pending',
        createdBy: c.accountId,
      })
      .returning({ id: t.id });
    await tx.execute(sql`select set_config(${APPLYING}, ${String(id)}, true)`);
    const values = {
      childName: child.name,
      leaveType: p.kind === 'sick' ? '病假' : '事假',
      dates: [p.startsOn, p.endsOn],
      days,
      symptoms: symptoms.map((s) => LEAVE_SYMPTOMS[s].zh).join('、'),
      reason: p.reason,
    };
    const request = await submitRequest(tx, c.schoolId, c.memberId, processId, values);
    const [saved] = await tx
      .update(t)
      .set({ requestId: request.id })
      .where(and(eq(t.schoolId, c.schoolId), eq(t.id, id)))
      .returning({ status: t.status });
    return { id, status: saved.status as 'pending' | 'approved', days, pending: request.pending as Pending[] };
  });
}

/**
 * Cancels a leave before it ends. A pending one is its applicant's to cancel, and its request is
 * withdrawn (one already sent back or withdrawn on the approvals page is left as it is); an
 * approved one its applicant's or a leave manager's, and its days are marked to be counted again.
 */
export async function cancelLeave(db: Db, c: LeaveCaller, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const leave = await leaveOf(tx, c.schoolId, c.range, id, true);
    if (leave.status !== 'pending' && leave.status !== 'approved') throw new AppError('attendance-0404');
    if (leave.endsOn < todayChina(now)) throw new AppError('attendance-0405');
    const mine = leave.createdBy === c.accountId;
    if (leave.status === 'pending') {
      if (!mine) throw new AppError('attendance-0406');
      if (leave.requestId !== null) await withdrawIfWaiting(tx, c, leave.requestId);
    } else {
      if (!mine && !c.manages) throw new AppError('common-0403');
      await markLeaveDays(tx, c.schoolId, [leave]);
    }
    await tx
      .update(t)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(t.schoolId, c.schoolId), eq(t.id, id)));
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Withdraws the request if it still waits for a first decision; any other state stays (the engine's refusal of a decided step stands). */
async function withdrawIfWaiting(tx: Tx, c: LeaveCaller, requestId: number): Promise<void> {
  try {
    await withdraw(tx, c.schoolId, c.memberId, requestId);
  } catch (e) {
    // workflow-0107: not waiting (sent back, or withdrawn on the approvals page already)
    if (!(e instanceof AppError && e.code === 'workflow-0107')) throw e;
  }
}
