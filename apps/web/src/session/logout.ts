import { serverLogout } from '../api/auth.ts';
import { setSessionEnder } from '../api/session-end.ts';
import { rememberRedirectOwner } from './redirect-owner.ts';
import { getReferer, refererUrl } from './referer.ts';
import { safeHttpUrl } from './safe-url.ts';
import { sessionStore } from './session-store.ts';

export type Navigator = (to: string) => void;

const LOGIN = '/login';
let navigate: Navigator = (to) => window.location.assign(to);
/** Leaving the app for the referer site: a full page load, never the router. */
let leave: Navigator = (to) => window.location.assign(to);
/** Leaves only for an http(s) address, whatever a test or a caller plugged in: checked at use. */
const leaveSafely = (to: string) => {
  const url = safeHttpUrl(to);
  if (url) leave(url);
  else navigate(LOGIN);
};
const hooks = new Set<() => void>();

/** The shell plugs in react-router navigation here. */
export function setNavigator(fn: Navigator | null): void {
  navigate = fn ?? ((to) => window.location.assign(to));
}

/** For tests: where a referer-site exit goes instead of window.location. */
export function setExternalNavigator(fn: Navigator | null): void {
  leave = fn ?? ((to) => window.location.assign(to));
}

/** Resets run on logout (tab views, permission routes, caches); returns the unregister. */
export function onLogout(fn: () => void): () => void {
  hooks.add(fn);
  return () => hooks.delete(fn);
}

/**
 * Where the login page sends the user back to. A /fullPage view (outside the shell) is
 * returned to as it was, like every other page; the login page itself gets no redirect.
 */
export function loginPath(loc: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const from = returnPath(loc);
  return from ? `${LOGIN}?redirect=${encodeURIComponent(from)}` : LOGIN;
}

function returnPath(loc: Pick<Location, 'pathname' | 'search'>): string | null {
  if (loc.pathname === LOGIN || loc.pathname.startsWith('/login/')) return null;
  return loc.pathname + loc.search;
}

/**
 * Ends the session (overview §4): optionally tells the server (its refresh tokens stop
 * working), clears the session and every registered view state, empties session storage,
 * then goes to the referer site if one was stored (and is an http(s) address), else to the
 * login page with a redirect kept for this account only (redirect-owner.ts).
 */
export async function logout(opts: { callServer?: boolean } = {}): Promise<void> {
  const referer = getReferer();
  const back = referer ? refererUrl(referer) : null;
  const target = loginPath();
  const from = returnPath(window.location);
  const accountId = sessionStore.get()?.accountId;
  if (opts.callServer && sessionStore.get()) await serverLogout().catch(() => undefined);
  sessionStore.set(null);
  for (const fn of hooks) {
    try {
      fn();
    } catch (e) {
      console.error(e);
    }
  }
  try {
    sessionStorage.clear();
  } catch {
    // blocked storage: nothing to clear
  }
  if (back) return leaveSafely(back);
  if (from && accountId) rememberRedirectOwner(accountId, from);
  navigate(target);
}

// the request layer ends a session the server refused (failed refresh, gateway-0102) with this logout
setSessionEnder(() => void logout());
