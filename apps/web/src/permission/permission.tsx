import type { ReactNode } from 'react';
import { useSession } from '../session/session-store.ts';
import { hasPermission } from './held-codes.ts';

/** Whether the signed-in user holds any of `codes` (see hasPermission). */
export function usePermission(codes: readonly string[]): boolean {
  const session = useSession();
  return hasPermission(session?.permissions, codes);
}

/** Renders its children only for a user holding any of `codes`; otherwise `fallback` (nothing). */
export function Permission({ codes, children, fallback = null }: { codes: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  return <>{usePermission(codes) ? children : fallback}</>;
}
