import { QueryClient } from '@tanstack/react-query';
import { onLogout } from '../session/logout.ts';

export function createQueryClient(): QueryClient {
  // the request layer already toasts each failure: a retry would toast it again
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * The app's one query cache. A module of its own, loaded with the first page that needs it, so
 * the login page does not carry TanStack Query; logout empties it (overview §4).
 */
export const queryClient = createQueryClient();
onLogout(() => queryClient.clear());
