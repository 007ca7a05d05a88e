import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { useQueries } from '@tanstack/react-query';
import { call } from '../../../kit/call.ts';

const children = (parentKey: string | null) =>
  call(regionEndpoints.regionsByKey, parentKey ? { parentRegionKey: parentKey } : {}, { silent: true });

/** 'province,city,district' region keys as their names (one small lookup per level, cached). */
export function useRegionNames(joinedKeys: string | null | undefined): string {
  const keys = (joinedKeys ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 3);
  const parents = keys.map((_, i) => (i === 0 ? null : keys[i - 1]));
  const levels = useQueries({
    queries: parents.map((p) => ({ queryKey: ['regions', p ?? 'root'], queryFn: () => children(p), staleTime: Infinity })),
  });
  return keys
    .map((k, i) => levels[i]?.data?.find((r) => r.regionKey === k)?.name)
    .filter((n): n is string => Boolean(n))
    .join(' ');
}
