import { JOB_STATES } from '@kg/shared/modules/platform/jobs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { PagedList } from '../../../kit/index.ts';
import type { SearchField } from '../../../widgets/index.ts';

/** The jobs lists' search fields: state, and the school on the group's list. */
export function jobSearchFields(t: TFunction, extra: SearchField[] = []): SearchField[] {
  return [
    ...extra,
    {
      key: 'jobState',
      label: t('jobs.columns.state'),
      component: 'select',
      options: JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })),
    },
  ];
}

/** While a job of the page is queued or running the page asks again this often. */
const LIVE_REFRESH_MS = 2_000;

/** Keeps a jobs list current while any of its rows is still queued or running. */
export function useLiveReload(list: PagedList<{ state: string }>): void {
  const live = list.rows.some((r) => r.state === 'queued' || r.state === 'running');
  const { reload } = list;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void reload(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
}
