import { GARDEN_CODES as G } from '@kg/shared';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { CALENDAR_ENDPOINTS as E } from './calendar-api.ts';

/** The garden page where terms are edited: the calendar reads them, one definition of a term. */
const TERM_SETTINGS = '/garden/base/semester';

type TermRow = { id: number; name: string; startDate: string; endDate: string };

/** The school's terms, latest first; a holder of the term settings gets a link to edit them. */
export function CalendarTerms() {
  const { t } = useTranslation();
  const list = usePagedList(E.terms);
  const mayOpenTerms = usePermission([G.term]);

  const columns: TableColumnsType<TermRow> = [
    { key: 'name', title: t('attendanceCalendar.fields.name'), dataIndex: 'name' },
    { key: 'startDate', title: t('attendanceCalendar.fields.startDate'), dataIndex: 'startDate' },
    { key: 'endDate', title: t('attendanceCalendar.fields.endDate'), dataIndex: 'endDate' },
  ];

  return (
    <div data-testid="calendar-terms">
      <Typography.Title level={5}>{t('attendanceCalendar.terms.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('attendanceCalendar.terms.help')} {mayOpenTerms && <Link to={TERM_SETTINGS}>{t('attendanceCalendar.terms.edit')}</Link>}
      </Typography.Paragraph>
      <PagedTable<TermRow> list={list} columns={columns} testId="calendar-term-table" />
    </div>
  );
}
