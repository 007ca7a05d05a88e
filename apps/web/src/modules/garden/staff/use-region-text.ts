import { ROOT_REGION_ID } from '@kg/shared';
import { useQuery } from '@tanstack/react-query';
import { loadRegions } from '../../../widgets/index.ts';

/** Comma-joined region keys (province,city,district) as their names, walking down from the root. */
export function useRegionText(joinedKeys: string | null | undefined): string {
  const keys = (joinedKeys ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const names = useQuery({
    queryKey: ['regions-text', keys.join(',')],
    enabled: keys.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const out: string[] = [];
      let parentId = ROOT_REGION_ID;
      for (const key of keys) {
        const hit = (await loadRegions(parentId)).find((r) => r.regionKey === key);
        if (!hit) break;
        out.push(hit.name);
        parentId = hit.id;
      }
      return out.join(' ');
    },
  });
  // an unknown key still says something
  return names.isSuccess ? names.data || keys.join(',') : '';
}
