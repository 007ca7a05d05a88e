import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { monthChina } from '@kg/shared/time/china';
import { Divider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { CalendarMonth } from './calendar-month.tsx';
import { CalendarSpans } from './calendar-spans.tsx';
import { CalendarTerms } from './calendar-terms.tsx';

/** The school calendar: a month's school days and why, the school's closures and open days, its terms. */
export default function AttendanceCalendarPage() {
  const { t } = useTranslation();
  const canEdit = usePermission([C.calendarEdit]);
  // months are China's: the month a China user lives in opens first
  const [month, setMonth] = useState(() => monthChina());

  return (
    <PageCard title={t('attendanceCalendar.title')} testId="attendance-calendar">
      <CalendarMonth month={month} onMonth={setMonth} />
      <Divider />
      <CalendarSpans canEdit={canEdit} />
      <Divider />
      <CalendarTerms />
    </PageCard>
  );
}
