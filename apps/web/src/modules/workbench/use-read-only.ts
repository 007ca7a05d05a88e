import { useSession } from '../../session/session-store.ts';

/**
 * Whether the session is a read-only visit (a regulator inside a school, via /referer).
 * Pages hide every change action when it is true; the server refuses them anyway.
 */
export function useReadOnly(): boolean {
  return Boolean(useSession()?.readOnly);
}
