import { useSyncExternalStore } from 'react';

/** overview §2: the mobile layout applies below 993 px. */
export const MOBILE_QUERY = '(max-width: 992px)';

const subscribe = (fn: () => void) => {
  const mq = window.matchMedia(MOBILE_QUERY);
  mq.addEventListener?.('change', fn);
  return () => mq.removeEventListener?.('change', fn);
};

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
