import type { Payload } from '@kg/shared';
import { rollCallEndpoints as E, type historyEntry, type registerPage } from '@kg/shared/modules/attendance/roll-call';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The class register: calls and shapes come from the shared declaration. */
export { E as ROLL_CALL_ENDPOINTS };
export type RegisterPage = z.output<typeof registerPage>;
export type RegisterChild = RegisterPage['children'][number];
export type HistoryEntry = z.output<typeof historyEntry>;

export const markChild = (input: Payload<typeof E.mark>) => call(E.mark, input);

/** The register refreshes itself this often while today is shown (and after each mark). */
export const TODAY_REFRESH_MS = 60_000;
