import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { todayChina } from '@kg/shared/time/china';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall, useIdParam } from '../../../kit/index.ts';
import { ClassDayView } from './class-day-view.tsx';

/**
 * /garden/base/graduate/view5?id=: a graduated class's children's attendance by day (overview §2),
 * the same figures as the class daily view; it opens on the graduation day, when its days end.
 */
export default function AttendanceGraduateDailyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const detail = useCall('detail', classTermEndpoints.graduatedDetail, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <Result status="warning" title={t('graduates.notFound')} />;
  if (detail.isPending) return <Spin />;
  const c = detail.data;
  return (
    <ClassDayView
      clazzId={id}
      day={c?.graduatedAt ?? todayChina()}
      title={t('attendanceStatistics.graduateTitle', { name: c?.name ?? '' })}
      testId="attendance-graduate-daily"
    />
  );
}
