import type { FormField } from '@kg/shared/modules/workflow/workflow-schemas';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceLeaves as t } from '../../../db/schema/index.ts';
import { schoolDays } from '../../../platform/calendar/index.ts';
import { type DecisionTx, type FinishedRequest, registerProcessKind } from '../../workflow/index.ts';
import { markDays } from '../ledger/day-drain.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The leave a request decides. A request approved at submission (every step of its chain
 * skipped) is decided before the application has stored its id with the leave: that leave's id
 * travels in a transaction-local setting the application sets (APPLYING).
 */
export const APPLYING = 'kg.leave_applying';
const decided = (r: FinishedRequest) =>
  and(
    eq(t.schoolId, r.schoolId),
    eq(t.status, 'pending'),
    or(eq(t.requestId, r.id), sql`${t.requestId} is null and ${t.id} = nullif(current_setting(${APPLYING}, true), '')::bigint`),
  );

/**
 * Marks a leave's school days for the day drain, so the child's days are classified again (sick
 * or personal while approved, back to what the ledger says once cancelled). Non-school days have
 * no leave to record.
 */
export async function markLeaveDays(tx: Tx, schoolId: number, leaves: { studentId: number; startsOn: string; endsOn: string }[]) {
  for (const l of leaves) {
    const days = await schoolDays(tx, schoolId, l.startsOn, l.endsOn);
    await markDays(
      tx,
      schoolId,
      days.map((day) => ({ studentId: l.studentId, day })),
    );
  }
}

async function approved(tx: DecisionTx, r: FinishedRequest): Promise<void> {
  const rows = await tx
    .update(t)
    .set({ status: 'approved', updatedAt: new Date() })
    .where(decided(r))
    .returning({ studentId: t.studentId, startsOn: t.startsOn, endsOn: t.endsOn });
  // a leave request filed on the approvals page names no child of the register: only the decision is recorded
  await markLeaveDays(tx, r.schoolId, rows);
}

async function rejected(tx: DecisionTx, r: FinishedRequest): Promise<void> {
  await tx.update(t).set({ status: 'rejected', updatedAt: new Date() }).where(decided(r));
}

const f = (key: string, label: string, type: FormField['type'], required = true, extra: Partial<FormField> = {}): FormField => ({
  key,
  label,
  type,
  required,
  ...extra,
});

/**
 * The form a school's leave process starts from: what the attendance page fills in. The days are
 * attendance's count from the school calendar (school days, half days 0.5), so the field carries
 * no daysOf; symptoms name a sick leave's symptoms for the approver.
 */
export const LEAVE_FORM: FormField[] = [
  f('childName', '幼儿姓名', 'input'),
  f('leaveType', '请假类型', 'radio', true, { options: ['事假', '病假'] }),
  f('dates', '请假日期', 'date-range'),
  f('days', '请假天数', 'number', true, { min: 0.5, max: 60 }),
  f('symptoms', '症状', 'input', false),
  f('reason', '请假原因', 'textarea'),
];

/**
 * Attendance takes over the engine's built-in 'leave' kind: its form and what a final decision
 * does to the leave. Registered when the module registers, after the engine's built-in kinds.
 */
export function registerLeaveKind(): void {
  registerProcessKind('leave', { formDefaults: LEAVE_FORM, onApproved: approved, onRejected: rejected }, true);
}
