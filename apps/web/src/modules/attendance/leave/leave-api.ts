import { leaveEndpoints as E, type leaveRow } from '@kg/shared/modules/attendance/leave';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Child leave: calls and row type come from the shared declaration. */
export { E as LEAVE_ENDPOINTS };
export type LeaveRow = z.input<typeof leaveRow>;

export interface LeaveInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveLeave = (input: LeaveInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteLeave = (id: number) => call(E.remove, { id });
