import { SIGN_IN_PATHS } from '@kg/shared/modules/accounts/sign-in-paths';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { type Session, sessionStore } from './session-store.ts';

type Load = (url: string) => Promise<unknown>;

let held: { permissions: string[]; modulesOff: string[] | undefined; hash: string } | null = null;
let pending: Promise<void> | null = null;
/** A server hash that user-info did not settle: not asked again until the server says otherwise. */
let unsettled: string | null = null;

const hashOf = (permissions: string[], modulesOff?: string[]) => {
  if (held?.permissions !== permissions || held.modulesOff !== modulesOff)
    held = { permissions, modulesOff, hash: permissionSetHash(permissions, modulesOff ?? []) };
  return held.hash;
};

/**
 * Every signed-in answer names the session's permission set and switched-off modules in 6
 * characters. When that differs from what this tab holds (a director changed a role or switched a
 * module), user-info is read again and both replaced: the menu and routes rebuild with no sign-out. One
 * reload at a time; the comparison costs a memoized hash.
 */
export function followPermissions(headers: Headers, load: Load): void {
  const seen = headers.get(PERMISSION_SET_HEADER);
  const session = sessionStore.get();
  if (!seen || !session || pending || seen === unsettled || hashOf(session.permissions, session.modulesOff) === seen) return;
  pending = load(SIGN_IN_PATHS.userInfo)
    .then((data) => {
      const { permission, modulesOff, externalLinks } = data as {
        permission?: unknown;
        modulesOff?: unknown;
        externalLinks?: Session['externalLinks'];
      };
      const now = sessionStore.get();
      if (!Array.isArray(permission) || !now || now.token !== session.token) return;
      const permissions = permission.map(String);
      const off = Array.isArray(modulesOff) ? modulesOff.map(String) : now.modulesOff;
      // the links come along: a role that gains a link's code shows it at once
      sessionStore.update({ permissions, modulesOff: off, ...(externalLinks ? { externalLinks } : {}) });
      const after = sessionStore.get();
      unsettled = hashOf(after?.permissions ?? permissions, after?.modulesOff) === seen ? null : seen;
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
