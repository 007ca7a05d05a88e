import { iamEndpoints } from '@kg/shared/modules/platform/iam';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { sessionStore } from './session-store.ts';

type Load = (url: string) => Promise<unknown>;

let held: { permissions: string[]; hash: string } | null = null;
let pending: Promise<void> | null = null;
/** A server hash that user-info did not settle: not asked again until the server says otherwise. */
let unsettled: string | null = null;

const hashOf = (permissions: string[]) => {
  if (held?.permissions !== permissions) held = { permissions, hash: permissionSetHash(permissions) };
  return held.hash;
};

/**
 * Every signed-in answer names the session's permission set in 6 characters. When it differs
 * from the set this tab holds (a director changed a role), user-info is read again and the
 * session's permissions replaced: the menu and routes rebuild from them with no sign-out. One
 * reload at a time; the comparison costs a memoized hash.
 */
export function followPermissions(headers: Headers, load: Load): void {
  const seen = headers.get(PERMISSION_SET_HEADER);
  const session = sessionStore.get();
  if (!seen || !session || pending || seen === unsettled || hashOf(session.permissions) === seen) return;
  pending = load(iamEndpoints.userInfo.path)
    .then((data) => {
      const permission = (data as { permission?: unknown }).permission;
      const now = sessionStore.get();
      if (!Array.isArray(permission) || !now || now.token !== session.token) return;
      sessionStore.update({ permissions: permission.map(String) });
      unsettled = hashOf(permission.map(String)) === seen ? null : seen;
    })
    .catch(() => {
      // the next answer tries again; the call that failed showed its own message
    })
    .finally(() => {
      pending = null;
    });
}

/** Resolves once a reload under way has finished (tests). */
export const permissionsSettled = (): Promise<void> => pending ?? Promise.resolve();
