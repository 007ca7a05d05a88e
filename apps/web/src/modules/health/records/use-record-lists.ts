import type { Endpoint } from '@kg/shared';
import { useState } from 'react';
import { usePagedList } from '../../../kit/index.ts';

/**
 * The two lists of a record page (children with records, children without) searched as one: the
 * class and name narrow both, the record filters only the first. `filters` is what was searched last.
 */
export function useRecordLists<W extends Endpoint, N extends Endpoint>(withEndpoint: W, withoutEndpoint: N) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const withList = usePagedList(withEndpoint);
  const withoutList = usePagedList(withoutEndpoint);
  const search = (v: Record<string, unknown>) => {
    setFilters(v);
    withList.setFilters(v);
    withoutList.setFilters({ clazzId: v.clazzId, name: v.name });
  };
  return { filters, withList, withoutList, search };
}
