import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../session/session-store.ts';
import { loadShellLayout } from './preload.ts';

const ShellLayout = lazy(loadShellLayout);

/**
 * A page outside the routed frame (404, no access) shown inside it for a signed-in person, so
 * the header, menu, language and logout stay; a visitor without a session sees it on its own.
 */
export function InFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const session = useSession();
  const body = (
    <div className={session ? 'kg-in-frame' : 'kg-in-frame is-alone'} data-testid={testId}>
      {children}
    </div>
  );
  if (!session) return <main>{body}</main>;
  return (
    <Suspense fallback={null}>
      <ShellLayout>{body}</ShellLayout>
    </Suspense>
  );
}
