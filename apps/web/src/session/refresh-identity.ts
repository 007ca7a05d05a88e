import type { Answer } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { request } from '../api/request.ts';
import { sessionStore } from './session-store.ts';

let pending: Promise<void> | null = null;

/**
 * Reads user-info again and takes the school's name and logo from it: after the profile is
 * saved, and when the logo's signed URL has expired (it lives an hour, the tab longer). One
 * read at a time; a failure leaves the session as it was.
 */
export function refreshIdentity(): Promise<void> {
  pending ??= request<Answer<typeof signInEndpoints.userInfo>>(signInEndpoints.userInfo.path, { silent: true })
    .then((me) => {
      const now = sessionStore.get();
      if (!now || now.accountId !== me.accountId || now.orgId !== me.orgId) return;
      sessionStore.update({ schoolName: me.schoolName, orgName: me.orgName, schoolLogoUrl: me.schoolLogoUrl });
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
