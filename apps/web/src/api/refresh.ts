import type { Answer } from '@kg/shared';
import type { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { SIGN_IN_PATHS } from '@kg/shared/modules/accounts/sign-in-paths';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, notify, t } from './api-error.ts';
import { endSession } from './session-end.ts';

export const REFRESH_URL = SIGN_IN_PATHS.refresh;

let inflight: Promise<void> | null = null;

/** How the refresh call is sent: the pipeline passes its own sender (it imports this file, not the other way). */
export type Send = (url: string, opts: { bearer: string; silent: boolean }) => Promise<{ data: unknown }>;

/**
 * One refresh at a time (overview §4): every call that meets a 401 meanwhile waits on the
 * same promise and is replayed with the new token when it resolves. If the refresh fails
 * they all reject; the message is shown once and the user is logged out.
 */
export function refreshSession(send: Send): Promise<void> {
  inflight ??= (async () => {
    const refreshToken = sessionStore.get()?.refreshToken ?? '';
    try {
      const out = await send(REFRESH_URL, { bearer: refreshToken, silent: true });
      const d = (out as { data: Answer<typeof signInEndpoints.refresh> }).data;
      sessionStore.update({ token: d.token, refreshToken: d.refreshToken, refreshExpire: Number(d.refreshExpire) });
    } catch (e) {
      const err = new ApiError(e instanceof ApiError ? e.code : 'gateway-0101', 401, t('request.unauthorized'));
      notify(err);
      endSession();
      throw err;
    }
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}
