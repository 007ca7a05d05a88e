import type { Answer } from '@kg/shared';
import type { iamEndpoints } from '@kg/shared/modules/platform/iam';
import { IAM_PATHS } from '@kg/shared/modules/platform/iam-paths';
import { logout } from '../session/logout.ts';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, notify, t } from './api-error.ts';
import { perform } from './pipeline.ts';

export const REFRESH_URL = IAM_PATHS.refresh;

let inflight: Promise<void> | null = null;

/**
 * One refresh at a time (overview §4): every call that meets a 401 meanwhile waits on the
 * same promise and is replayed with the new token when it resolves. If the refresh fails
 * they all reject; the message is shown once and the user is logged out.
 */
export function refreshSession(): Promise<void> {
  inflight ??= (async () => {
    const refreshToken = sessionStore.get()?.refreshToken ?? '';
    try {
      const out = await perform(REFRESH_URL, { bearer: refreshToken, silent: true }, 'json');
      const d = (out as { data: Answer<typeof iamEndpoints.refresh> }).data;
      sessionStore.update({ token: d.token, refreshToken: d.refreshToken, refreshExpire: Number(d.refreshExpire) });
    } catch (e) {
      const err = new ApiError(e instanceof ApiError ? e.code : 'gateway-0101', 401, t('request.unauthorized'));
      notify(err);
      void logout();
      throw err;
    }
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}
