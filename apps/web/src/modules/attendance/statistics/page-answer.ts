import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request.ts';
import type { Entry } from '../../../widgets/index.ts';

const sendable = (e: Entry): Entry => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== '' && v !== null && v !== undefined));

/**
 * The whole answer of a paged list (its extras beside the rows, or the no-data envelope): the
 * same query as usePagedList's, so the cache answers both with one call.
 */
export function usePageAnswer(path: string, list: { filters: Entry; pageNum: number; pageSize: number }, enabled = true): unknown {
  const q = useQuery({
    queryKey: ['list', path, list.filters, { pageNum: list.pageNum, pageSize: list.pageSize }],
    queryFn: () => request<unknown>(path, { data: { ...sendable(list.filters), pageNum: list.pageNum, pageSize: list.pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return q.data;
}
