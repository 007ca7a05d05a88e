import { serverLogout } from '../api/auth.ts';
import { getReferer, refererUrl } from './referer.ts';
import { sessionStore } from './session-store.ts';

export type Navigator = (to: string) => void;

let navigate: Navigator = (to) => window.location.assign(to);
/** Leaving the app for the referer site: a full page load, never the router. */
let leave: Navigator = (to) => window.location.assign(to);
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
  if (loc.pathname === '/login' || loc.pathname.startsWith('/login/')) return '/login';
  return `/login?redirect=${encodeURIComponent(loc.pathname + loc.search)}`;
}

/**
 * Ends the session (overview §4): optionally tells the server (its refresh tokens stop
 * working), clears the session and every registered view state, empties session storage,
 * then goes to the referer site if one was stored, else to the login page.
 */
export async function logout(opts: { callServer?: boolean } = {}): Promise<void> {
  const referer = getReferer();
  const target = loginPath();
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
  if (referer) leave(refererUrl(referer));
  else navigate(target);
}
