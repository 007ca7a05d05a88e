import type { Answer, Endpoint, Payload } from '@kg/shared';
import { useQuery } from '@tanstack/react-query';
import { type RequestOptions, request } from '../api/request.ts';

/**
 * A declared endpoint called with its own types: the URL, the body encoding and the answer's
 * shape all come from the declaration in `@kg/shared`, never written by hand.
 */
export function call<E extends Endpoint>(e: E, input: Payload<E>, opts: Omit<RequestOptions, 'data' | 'json'> = {}): Promise<Answer<E>> {
  return request<Answer<E>>(e.path, { data: input as object, ...(e.transfer === 'json' ? { json: true } : {}), ...opts });
}

/** Query-key roots the kit refreshes after a save (use-after-save.ts). */
export type KeyRoot = 'list' | 'options' | 'detail';

/** Option lists change rarely within a visit; a minute of staleness saves calls. */
const OPTION_STALE_MS = 60_000;

/**
 * A read call as a query, keyed by root, path and input: 'options' lists stay fresh for a
 * minute, 'detail' reads refetch after any save.
 */
export function useCall<E extends Endpoint>(root: KeyRoot, e: E, input: Payload<E>, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [root, e.path, input],
    queryFn: () => call(e, input),
    staleTime: root === 'options' ? OPTION_STALE_MS : 0,
    enabled: opts.enabled ?? true,
  });
}
