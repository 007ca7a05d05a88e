import { todayChina } from '@kg/shared/time/china';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useIdParam } from '../../../kit/index.ts';
import { ClassDayView } from './class-day-view.tsx';

/** /attendance/student/clazzDaily?clazzId=&day=: one class's children on a day, opened from the daily list. */
export default function AttendanceClassDailyPage() {
  const { t } = useTranslation();
  const clazzId = useIdParam('clazzId');
  const day = new URLSearchParams(useLocation().search).get('day') ?? todayChina();
  if (clazzId === null) return <Result status="warning" title={t('attendanceStatistics.missing')} />;
  return <ClassDayView clazzId={clazzId} day={day} title={t('attendanceStatistics.dailyTitle')} testId="attendance-class-daily" />;
}
