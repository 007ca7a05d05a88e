import { type Answer, DEFAULT_PAGE_SIZE, type Endpoint } from '@kg/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { request } from '../api/request.ts';
import type { Entry } from '../widgets/index.ts';

/** The paged answer of every list call. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The row type of a paged endpoint. */
export type RowOf<E extends Endpoint> = Answer<E> extends { list: (infer R)[] } ? R : never;

/** Blank filters are not sent: the server treats a missing filter as "any". */
const sendable = (e: Entry): Entry => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== '' && v !== null && v !== undefined));

/**
 * A server-paged list: filters from the search form, page and size from the pagination
 * (domain §4: a new search goes back to page 1). `reload` refetches after a change.
 */
export function usePagedList<E extends Endpoint>(
  source: E,
  initialFilters?: Entry,
  opts?: { enabled?: boolean; key?: string },
): PagedList<RowOf<E>>;
/** @deprecated a URL without a declaration: declare the endpoint in `@kg/shared` instead. */
export function usePagedList<T>(source: string, initialFilters?: Entry, opts?: { enabled?: boolean; key?: string }): PagedList<T>;
export function usePagedList(source: Endpoint | string, initialFilters: Entry = {}, opts: { enabled?: boolean; key?: string } = {}) {
  const url = typeof source === 'string' ? source : source.path;
  const [filters, setFiltersState] = useState<Entry>(initialFilters);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const queryClient = useQueryClient();
  const queryKey = ['list', opts.key ?? url, filters, paging];
  const query = useQuery({
    queryKey,
    queryFn: () => request<Page<unknown>>(url, { data: { ...sendable(filters), ...paging } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
  const setFilters = useCallback((f: Entry) => {
    setFiltersState(f);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  }, []);
  const setPage = useCallback((pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }), []);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ['list', opts.key ?? url] }), [queryClient, opts.key, url]);
  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    filters,
    setFilters,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    setPage,
    reload,
  };
}

/** Everything a list page hands its table and pagination. */
export interface PagedList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  filters: Entry;
  setFilters: (f: Entry) => void;
  pageNum: number;
  pageSize: number;
  setPage: (pageNum: number, pageSize: number) => void;
  reload: () => Promise<void>;
}
