import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { useTranslation } from 'react-i18next';
import { useCall, useIdParam } from '../../../kit/index.ts';
import type { FixedClass } from './class-day-view.tsx';

/**
 * The graduated class of a graduate view (?id=): titled with its name, opening on its graduation
 * day, when its records end. Null until the id is known; a caller who may not read the class's
 * details still sees its records, under a plain title.
 */
export function useGraduateClass(titleKey: 'healthRecords.graduate.dayTitle' | 'healthRecords.graduate.monthTitle'): FixedClass | null {
  const { t } = useTranslation();
  const id = useIdParam();
  const detail = useCall('detail', classTermEndpoints.graduatedDetail, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || detail.isPending) return null;
  const c = detail.data;
  return { id, title: t(titleKey, { name: c?.name ?? '' }).replace(/^[:\s]+/, ''), day: c?.graduatedAt ?? undefined };
}
