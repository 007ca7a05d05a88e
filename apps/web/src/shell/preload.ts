import { currentLanguage, loadLanguage } from '../i18n/index.ts';
import { plugSignedInFrame } from '../session/after-sign-in.ts';

/**
 * The signed-in frame and antd's providers: what the first page after sign-in waits for, with
 * the strings the login page did not need (i18n/index.ts), so no signed-in page shows a key.
 */
const withStrings =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadLanguage(currentLanguage())]).then(([m]) => m);

export const loadShellLayout = withStrings(() => import('./layout.tsx'));
export const loadUiProviders = withStrings(() => import('./ui-providers.tsx'));

let started = false;

/**
 * Fetches the signed-in frame's code while the user is still on the login form, so that it is
 * there when the password check answers (sign-in → workbench); the login page's own first load
 * stays without it. Failures are left to the real load, which tries again.
 */
export function preloadSignedIn(): void {
  if (started) return;
  started = true;
  loadShellLayout().catch(() => undefined);
  loadUiProviders().catch(() => undefined);
}

// the login page (a module) calls it through the session layer (session/after-sign-in.ts)
plugSignedInFrame({ preload: preloadSignedIn });
