/** The signed-in frame and antd's providers: what the first page after sign-in waits for. */
export const loadShellLayout = () => import('./layout.tsx');
export const loadUiProviders = () => import('./ui-providers.tsx');

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
