import { type AccountAddInput, type accountRow, accountsEndpoints as E, type signInRow } from '@kg/shared/modules/system/accounts';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The school's accounts: calls and row types come from the shared declaration. */
export { E as ACCOUNT_ENDPOINTS };
export type AccountRow = z.input<typeof accountRow>;
export type SignInRow = z.input<typeof signInRow>;

export const addAccount = (input: AccountAddInput) => call(E.add, input);
export const disableAccount = (id: number) => call(E.disable, { id });
export const enableAccount = (id: number) => call(E.enable, { id });
export const resetAccountPassword = (id: number) => call(E.resetPassword, { id });
