import { routeAllows, type UserRoutes } from '../kit/route-model.ts';

/**
 * The route guard of overview §2 as a pure decision: (session, path, query, flags) → action.
 * The guard component (route-guard.tsx) performs the action.
 */
export const RESET_PASSWORD_PATH = '/desktop/reset-password-guide';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export interface GuardSession {
  token: string;
  permissions: readonly string[];
  needUpdatePassword: boolean;
}

export interface GuardInput {
  session: GuardSession | null;
  path: string;
  /** Raw query string without '?'. */
  search: string;
  publicPaths: ReadonlySet<string>;
  /** The session's generated routes; null until generated. */
  routes: UserRoutes | null;
  /** Whether this session must hold codes at all (school sessions; see usesPermissionCodes). */
  needsPermissions: boolean;
  /** The one-shot 'arrived from the regulation side' flag, already consumed by the caller. */
  fromRegulation: boolean;
  /** The stored referer site's address, if any. */
  refererUrl: string | null;
  /**
   * Whether a path is one of the app's declared pages (whoever may open it): such a page the
   * session may not open says "no access" rather than "not found". Without it, both are 404.
   */
  declared?: (path: string) => boolean;
}

export type GuardAction =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Leave the app for the referer site. */
  | { kind: 'leave'; url: string }
  /** Generate the session's routes, then decide again. */
  | { kind: 'generate' }
  /** A declared page this session may not open: show "no access" (403) where it was asked for. */
  | { kind: 'forbidden' }
  /** Clear token and permissions, show '参数错误,请重新登录', then go on. */
  | { kind: 'reset'; next: { kind: 'redirect'; to: string } | { kind: 'leave'; url: string } };

const loginWithRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

export function decideRoute(i: GuardInput): GuardAction {
  const fullPath = i.search ? `${i.path}?${i.search}` : i.path;
  const token = i.fromRegulation ? '' : (i.session?.token ?? '');
  const away = (): GuardAction =>
    i.refererUrl ? { kind: 'leave', url: i.refererUrl } : { kind: 'redirect', to: loginWithRedirect(fullPath) };

  if (!token) {
    if (i.publicPaths.has(i.path)) return { kind: 'allow' };
    // the root is the default landing: no point in asking to come back to it
    if (i.path === '/' && !i.refererUrl) return { kind: 'redirect', to: LOGIN_PATH };
    return away();
  }
  if (new URLSearchParams(i.search).get('origin') === 'tongAn') return { kind: 'redirect', to: '/' };

  const session = i.session!;
  if (i.needsPermissions && session.permissions.length === 0) {
    const next = away();
    return { kind: 'reset', next: next.kind === 'leave' ? next : { kind: 'redirect', to: (next as { to: string }).to } };
  }
  if (!i.routes) return { kind: 'generate' };
  if (session.needUpdatePassword && i.path !== RESET_PASSWORD_PATH && i.path !== LOGIN_PATH) {
    return { kind: 'redirect', to: RESET_PASSWORD_PATH };
  }
  if (i.publicPaths.has(i.path) || routeAllows(i.routes, i.path)) return { kind: 'allow' };
  // the forced page is open to whoever must change the password, whatever their area
  if (i.path === RESET_PASSWORD_PATH && session.needUpdatePassword) return { kind: 'allow' };
  const redirect = i.routes.redirects.get(i.path);
  if (redirect) return { kind: 'redirect', to: redirect };
  if (i.declared?.(i.path)) return { kind: 'forbidden' };
  return { kind: 'redirect', to: NOT_FOUND_PATH };
}
