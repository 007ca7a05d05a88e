import { type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchOrgTree } from '../api/auth.ts';
import { useSession } from '../session/session-store.ts';
import { normaliseOrgList, type OrgList } from './org-list.ts';

const key = (accountId?: number, orgId?: number) => ['org-list', accountId ?? 0, orgId ?? 0] as const;

/** The signed-in account's institutions; one cache entry per account and current institution. */
export function useOrgList(enabled = true) {
  const s = useSession();
  return useQuery({
    queryKey: key(s?.accountId, s?.orgId),
    queryFn: async (): Promise<OrgList> => normaliseOrgList(await fetchOrgTree()),
    enabled: enabled && Boolean(s?.token),
    staleTime: 60_000,
  });
}

export function loadOrgList(client: QueryClient, accountId?: number, orgId?: number): Promise<OrgList> {
  return client.fetchQuery({
    queryKey: key(accountId, orgId),
    queryFn: async () => normaliseOrgList(await fetchOrgTree()),
    staleTime: 60_000,
  });
}
