import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isDeclaredPath, publicPaths, useUserRoutes } from '../kit/page-model.ts';
import { usesPermissionCodes } from '../kit/route-model.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { toast } from '../kit/toast.ts';
import { getReferer, refererUrl, takeArrivedFromRegulation } from '../session/referer.ts';
import { safeHttpUrl } from '../session/safe-url.ts';
import { sessionStore, useSession } from '../session/session-store.ts';
import { decideRoute, type GuardAction, LOGIN_PATH } from './guard.ts';
import { loadUiProviders } from './preload.ts';

/**
 * The one-shot flag is consumed once per navigation: renders of the same location (StrictMode
 * renders twice, session changes re-render) see the same answer.
 */
const fromRegulationByLocation = new WeakMap<object, boolean>();
function fromRegulation(location: object): boolean {
  if (!fromRegulationByLocation.has(location)) fromRegulationByLocation.set(location, takeArrivedFromRegulation());
  return fromRegulationByLocation.get(location)!;
}

// antd and its providers, like every signed-in page's: loaded when first needed
const UiProviders = lazy(loadUiProviders);
const NoAccessPage = lazy(() => import('./no-access.tsx'));

/** Leaves the app for the referer site: only an http(s) address, checked at use (session/safe-url.ts). */
function Leave({ url }: { url: string }) {
  const safe = safeHttpUrl(url);
  useEffect(() => {
    if (safe) window.location.assign(safe);
  }, [safe]);
  return safe ? null : <Navigate to={LOGIN_PATH} replace />;
}

/** Clears token and permissions, says so, then goes on (overview §2, no permissions). */
function Reset({ next }: { next: Extract<GuardAction, { kind: 'reset' }>['next'] }) {
  const { t } = useTranslation();
  useEffect(() => {
    sessionStore.set(null);
    tabsStore.reset();
    toast('error', t('shell.badSession'));
  }, [t]);
  return next.kind === 'leave' ? <Leave url={next.url} /> : <Navigate to={next.to} replace />;
}

/** Runs the pure decision of guard.ts on every navigation and performs it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  // generating routes is a memoised pure step here: the 'generate' answer is met at once
  const routes = useUserRoutes(session);
  const referer = getReferer();
  const input = {
    session,
    path: location.pathname,
    search: location.search.replace(/^\?/, ''),
    publicPaths: publicPaths(),
    routes: null,
    needsPermissions: session ? usesPermissionCodes(session) : false,
    fromRegulation: fromRegulation(location),
    refererUrl: referer ? refererUrl(referer) : null,
    declared: isDeclaredPath,
  };
  let action = decideRoute(input);
  if (action.kind === 'generate') action = decideRoute({ ...input, routes });

  switch (action.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={action.to} replace />;
    case 'leave':
      return <Leave url={action.url} />;
    case 'reset':
      return <Reset next={action.next} />;
    case 'forbidden':
      return (
        <Suspense fallback={null}>
          <UiProviders>
            <NoAccessPage path={location.pathname} home={routes?.home ?? '/'} />
          </UiProviders>
        </Suspense>
      );
    default:
      return null;
  }
}
