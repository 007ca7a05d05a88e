import { ledgerEndpoints as E, type ledgerRow } from '@kg/shared/modules/attendance/ledger';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Attendance records: calls and row type come from the shared declaration. */
export { E as LEDGER_ENDPOINTS };
export type LedgerRow = z.input<typeof ledgerRow>;

export interface LedgerInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveLedger = (input: LedgerInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteLedger = (id: number) => call(E.remove, { id });
