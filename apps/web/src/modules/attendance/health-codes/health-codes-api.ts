import { healthCodesEndpoints as E, type healthCodesRow } from '@kg/shared/modules/attendance/health-codes';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Health codes: calls and row type come from the shared declaration. */
export { E as HEALTH_CODES_ENDPOINTS };
export type HealthCodesRow = z.input<typeof healthCodesRow>;

export interface HealthCodesInput {
  name: string;
  note: string | null;
  sort: number;
}

export const saveHealthCodes = (input: HealthCodesInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteHealthCodes = (id: number) => call(E.remove, { id });
