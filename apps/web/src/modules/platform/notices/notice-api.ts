import { InstitutionType } from '@kg/shared';
import { noticeEndpoints as E, NOTICE_RECENT, type noticeRow, type outboxRow } from '@kg/shared/modules/platform/notices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';
import type { Session } from '../../../session/session-store.ts';
import { useSession } from '../../../session/session-store.ts';

/** The notification centre's calls: types and URLs from the shared declaration. */
export { E as NOTICE_ENDPOINTS };
export type NoticeRow = z.input<typeof noticeRow>;
export type OutboxRow = z.input<typeof outboxRow>;

/** Held 500 sessions polling easily (bench/notices.ts): a new message shows within half a minute. */
export const UNREAD_POLL_MS = 30_000;
/** Query keys of the bell; the notices page refreshes them after marking. */
export const NOTICE_KEY = 'notices';

export const markRead = (ids: number[]) => call(E.markRead, { ids });
export const markAllRead = () => call(E.markAllRead, {});

/** The notices page of the session's institution type (the bell's "view all"). */
export function noticesPath(s: Pick<Session, 'orgType'> | null): string {
  if (s?.orgType === InstitutionType.group) return '/group/notices';
  if (s?.orgType === InstitutionType.regulator) return '/regulator/notices';
  return '/system/notices';
}

/** A module's name for the source column and filter; an unknown module shows its own key. */
export const sourceLabel = (t: TFunction, source: string) => t(`notices.sources.${source}`, { defaultValue: source });
/** The outbox's provider in words; a configured provider's own name stands for itself. */
export const providerLabel = (t: TFunction, provider: string) => t(`notices.outbox.providers.${provider}`, { defaultValue: provider });

/** The unread count, polled while a session is open; none for a read-only visit. */
export function useUnreadCount(): number {
  const s = useSession();
  const q = useQuery({
    queryKey: [NOTICE_KEY, 'unread', s?.accountId ?? 0, s?.orgId ?? 0],
    queryFn: () => call(E.unreadCount, {}, { silent: true }),
    enabled: Boolean(s?.token) && !s?.readOnly,
    refetchInterval: UNREAD_POLL_MS,
  });
  return q.data?.count ?? 0;
}

/** The bell's latest messages, fetched when its list opens. */
export function useRecentNotices(open: boolean) {
  const s = useSession();
  return useQuery({
    queryKey: [NOTICE_KEY, 'recent', s?.accountId ?? 0, s?.orgId ?? 0],
    queryFn: () => call(E.list, { pageNum: 1, pageSize: 10 }, { silent: true }).then((p) => p.list.slice(0, NOTICE_RECENT)),
    enabled: open && Boolean(s?.token) && !s?.readOnly,
  });
}

/** After marking: the bell's count and list, and any open notices list, show it at once. */
export function useNoticesChanged() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([client.invalidateQueries({ queryKey: [NOTICE_KEY] }), client.invalidateQueries({ queryKey: ['list', E.list.path] })]),
    [client],
  );
}
