import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.ts';
import { useSession } from '../../session/session-store.ts';
import { accountPath, RESET_PASSWORD_PATH } from './account-path.ts';

/** What /kid-arch/v1/teacher/guide/list answers: keys computed from the user's data. */
export type GuideItemData = { key: 'password' } | { key: 'profile'; missing: string[] } | { key: 'wechat' };

export interface GuideItem {
  key: GuideItemData['key'];
  title: string;
  description: string;
  /** Where the user does it. */
  path: string;
}

export const GUIDE_QUERY_KEY = 'guide-items';

/**
 * The bell's onboarding items (overview §2: red dot when any exist): change the initial
 * password, complete the profile, bind WeChat. None for a read-only visit.
 */
export function useGuideItems(): { items: GuideItem[]; isLoading: boolean } {
  const { t } = useTranslation();
  const s = useSession();
  const q = useQuery({
    queryKey: [GUIDE_QUERY_KEY, s?.accountId ?? 0, s?.orgId ?? 0],
    queryFn: () => request<GuideItemData[]>('/kid-arch/v1/teacher/guide/list', { silent: true }),
    enabled: Boolean(s?.token) && !s?.readOnly,
    staleTime: 60_000,
  });
  const items =
    !s || s.readOnly
      ? []
      : (q.data ?? []).map((d): GuideItem => {
          const path = d.key === 'password' ? RESET_PASSWORD_PATH : accountPath(s);
          const description =
            d.key === 'profile'
              ? t('desktop.guide.profile.description', {
                  fields: d.missing.map((f) => t(`account.fields.${f}`)).join(t('desktop.guide.separator')),
                })
              : t(`desktop.guide.${d.key}.description`);
          return { key: d.key, title: t(`desktop.guide.${d.key}.title`), description, path };
        });
  return { items, isLoading: q.isLoading };
}
