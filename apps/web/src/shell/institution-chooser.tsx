import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useContext, useSyncExternalStore } from 'react';
import { plugSignedInFrame } from '../session/after-sign-in.ts';
import { sessionStore } from '../session/session-store.ts';
import type { ChooserDialogProps } from './chooser-dialog.tsx';
import { loadUiProviders } from './preload.ts';

// the dialog (antd Tree, Modal) loads when first opened, with antd's providers, which the login
// page does not have: the login page stays small
const ChooserDialog = lazy(async () => {
  const [{ default: Dialog }, { default: UiProviders }] = await Promise.all([import('./chooser-dialog.tsx'), loadUiProviders()]);
  return {
    default: (props: ChooserDialogProps) => (
      <UiProviders>
        <Dialog {...props} />
      </UiProviders>
    ),
  };
});

/** `<InstitutionChooser open onClose>`: the full-screen chooser of overview §2. */
export function InstitutionChooser(props: ChooserDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ChooserDialog {...props} />
    </Suspense>
  );
}

interface Pending {
  open: boolean;
  loginType?: string;
  resolve: ((chosen: boolean) => void) | null;
}

let pending: Pending = { open: false, resolve: null };
const listeners = new Set<() => void>();
const setPending = (p: Pending) => {
  pending = p;
  for (const fn of listeners) fn();
};
const finish = (chosen: boolean) => {
  const { resolve } = pending;
  setPending({ open: false, resolve: null });
  resolve?.(chosen);
};

/**
 * Opens the chooser for the signed-in account (the login page calls it when orgCount > 1).
 * Resolves true once an institution was entered (the chooser already navigated there);
 * false when there is only one institution, the list failed, the user closed the dialog or
 * picked the institution the session is already in — then the caller goes on as usual.
 * `loginType`: the teacher-login type to enter with (the tongan-login-new variant uses '7').
 * Without a query provider (the login page) it uses the app's cache, loaded when needed.
 */
async function openChooser(provided: QueryClient | null, opts: { loginType?: string } = {}): Promise<boolean> {
  const s = sessionStore.get();
  if (!s) return false;
  const [{ loadOrgList }, client] = await Promise.all([
    import('./use-org-list.ts'),
    provided ?? import('./query-client.ts').then((m) => m.queryClient),
  ]);
  const list = await loadOrgList(client, s.accountId, s.orgId).catch(() => null);
  if (!list || list.total <= 1) return false;
  pending.resolve?.(false);
  return new Promise<boolean>((resolve) => setPending({ open: true, loginType: opts.loginType, resolve }));
}

/** openChooser with the surrounding query cache (the header's switcher). */
export function useChooseInstitution(): (opts?: { loginType?: string }) => Promise<boolean> {
  const provided = useContext(QueryClientContext);
  return useCallback((opts: { loginType?: string } = {}) => openChooser(provided ?? null, opts), [provided]);
}

// the login page (a module, below the frame) opens it through the session layer
plugSignedInFrame({ choose: (opts) => openChooser(null, opts) });

/** Mounted once inside the router (shell root): shows the chooser useChooseInstitution() opened. */
export function InstitutionChooserHost() {
  const p = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => pending,
  );
  return <InstitutionChooser open={p.open} loginType={p.loginType} onClose={() => finish(false)} onChosen={() => finish(true)} />;
}
