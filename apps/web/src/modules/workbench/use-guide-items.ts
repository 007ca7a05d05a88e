import type { Answer } from '@kg/shared';
import { workbenchEndpoints } from '@kg/shared/modules/workbench/workbench';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/call.ts';
import { useSession } from '../../session/session-store.ts';
import { accountPath, RESET_PASSWORD_PATH } from './account-path.ts';

/** What the guide call answers: keys computed from the user's data. */
export type GuideItemData = Answer<typeof workbenchEndpoints.guide>[number];

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
    queryFn: () => call(workbenchEndpoints.guide, {}, { silent: true }),
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
              ? t('workbench.guide.profile.description', {
                  fields: d.missing.map((f) => t(`account.fields.${f}`)).join(t('workbench.guide.separator')),
                })
              : t(`workbench.guide.${d.key}.description`);
          return { key: d.key, title: t(`workbench.guide.${d.key}.title`), description, path };
        });
  return { items, isLoading: q.isLoading };
}
