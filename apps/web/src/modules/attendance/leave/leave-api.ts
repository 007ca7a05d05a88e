import type { Payload } from '@kg/shared';
import { leaveEndpoints as E, type leaveDetail, type leaveRow } from '@kg/shared/modules/attendance/leave';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Child leave: calls and row types come from the shared declaration. */
export { E as LEAVE_ENDPOINTS };
export type LeaveRow = z.input<typeof leaveRow>;
export type LeaveDetail = z.input<typeof leaveDetail>;
export type LeaveApply = Payload<typeof E.apply>;

export const applyLeave = (input: LeaveApply) => call(E.apply, input);
export const cancelLeave = (id: number) => call(E.cancel, { id });
export const leaveDays = (span: Payload<typeof E.days>) => call(E.days, span);
export const leaveDetailOf = (id: number) => call(E.detail, { id });
export const childOptions = async (name: string, classId?: number) =>
  (await call(E.children, { name: name || undefined, classId })).map((c) => ({
    value: c.id,
    label: c.className ? `${c.name}（${c.className}）` : c.name,
  }));

type Span = Pick<LeaveRow, 'startsOn' | 'startsPm' | 'endsOn' | 'endsAm'>;

/** "2025-10-09 afternoon to 2025-10-10 morning": a half-day end names its half. */
export function spanText(t: TFunction, s: Span): string {
  const from = s.startsPm ? `${s.startsOn} ${t('attendanceLeave.pm')}` : s.startsOn;
  const to = s.endsAm ? `${s.endsOn} ${t('attendanceLeave.am')}` : s.endsOn;
  return s.startsOn === s.endsOn && !s.startsPm && !s.endsAm ? s.startsOn : t('attendanceLeave.span', { from, to });
}

export const STATUS_COLORS: Record<LeaveRow['status'], string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};
