import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Grid, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { type CalendarDay, CALENDAR_ENDPOINTS as E, isoWeekday, shiftMonth } from './calendar-api.ts';

const WHY_COLOR: Record<CalendarDay['why'], string | undefined> = {
  weekday: 'green',
  workday: 'cyan',
  open: 'blue',
  weekend: undefined,
  holiday: 'red',
  closure: 'orange',
  outside: undefined,
};

/** What a day says beside its kind: the holiday's name, or the closure's or open day's reason. */
const detailOf = (d: CalendarDay) => d.reason ?? d.holiday ?? '';

export interface CalendarMonthProps {
  month: string;
  onMonth: (month: string) => void;
}

/** A month of the school's calendar: a week grid on a wide screen, a list of days on a phone. */
export function CalendarMonth({ month, onMonth }: CalendarMonthProps) {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().md === false;
  const query = useCall('detail', E.month, { month });
  const days = query.data?.days ?? [];

  const why = (d: CalendarDay) => (
    <Tag color={WHY_COLOR[d.why]} data-testid={`why-${d.day}`}>
      {t(`attendanceCalendar.why.${d.why}`)}
    </Tag>
  );

  return (
    <div data-testid="calendar-month">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<LeftOutlined />} aria-label={t('attendanceCalendar.month.prev')} onClick={() => onMonth(shiftMonth(month, -1))} />
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('attendanceCalendar.month.pick')}
          value={dayjs(`${month}-01`)}
          onChange={(v) => v && onMonth(v.format('YYYY-MM'))}
        />
        <Button icon={<RightOutlined />} aria-label={t('attendanceCalendar.month.next')} onClick={() => onMonth(shiftMonth(month, 1))} />
        {query.data && (
          <Typography.Text strong data-testid="school-day-count">
            {t('attendanceCalendar.month.schoolDays', { n: query.data.schoolDays })}
          </Typography.Text>
        )}
      </Space>
      <Spin spinning={query.isFetching}>
        {!days.length ? (
          <Empty />
        ) : narrow ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {days.map((d) => (
              <li key={d.day} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', opacity: d.schoolDay ? 1 : 0.65 }}>
                <Space wrap>
                  <span>
                    {d.day.slice(5)} {t(`attendanceCalendar.month.weekdays.${isoWeekday(d.day)}`)}
                  </span>
                  {why(d)}
                  <Typography.Text type="secondary">{detailOf(d)}</Typography.Text>
                </Space>
              </li>
            ))}
          </ul>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
            {[1, 2, 3, 4, 5, 6, 7].map((w) => (
              <Typography.Text key={`head-${w}`} type="secondary" style={{ textAlign: 'center' }}>
                {t(`attendanceCalendar.month.weekdays.${w}`)}
              </Typography.Text>
            ))}
            {days.map((d, i) => (
              <div
                key={d.day}
                style={{
                  gridColumnStart: i === 0 ? isoWeekday(d.day) : undefined,
                  minHeight: 72,
                  padding: 6,
                  border: '1px solid rgba(5, 5, 5, 0.06)',
                  borderRadius: 6,
                  background: d.schoolDay ? undefined : 'rgba(0, 0, 0, 0.02)',
                }}
              >
                <div>{Number(d.day.slice(8))}</div>
                {why(d)}
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {detailOf(d)}
                </Typography.Text>
              </div>
            ))}
          </div>
        )}
      </Spin>
    </div>
  );
}
