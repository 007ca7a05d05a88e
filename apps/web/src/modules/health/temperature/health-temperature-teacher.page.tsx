import { PlusOutlined } from '@ant-design/icons';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type Entry, SearchForm } from '../../../widgets/index.ts';
import { StaffReadingDialog } from './staff-reading-dialog.tsx';
import { TEMPERATURE_ENDPOINTS as E, lastTwoWeeks, type StaffTemperatureRow } from './temperature-api.ts';
import { rangeFields, summaryColumns } from './temperature-columns.tsx';
import { TrendDialog } from './trend-dialog.tsx';

/** Staff readings in a range of days (phones masked), their trends, and entry of a reading. */
export default function HealthTemperatureTeacherPage() {
  const { t } = useTranslation();
  const initial = useMemo(() => lastTwoWeeks(), []);
  const list = usePagedList(E.staffList, initial);
  const mayRecord = usePermission([H.temperatureRecord]);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<StaffTemperatureRow | null>(null);
  const range = { start: String(list.filters.start ?? initial.start), end: String(list.filters.end ?? initial.end) };
  const info = useCall('detail', E.staffInfo, { memberId: open?.memberId ?? 0, ...range }, { enabled: open !== null });
  const columns: TableColumnsType<StaffTemperatureRow> = [
    {
      key: 'realName',
      title: t('healthTemperature.name'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => setOpen(r)}>
          {r.realName}
        </Typography.Link>
      ),
    },
    { key: 'phone', title: t('healthTemperature.phone'), dataIndex: 'phone', responsive: ['sm'] },
    ...summaryColumns<StaffTemperatureRow>(t),
  ];
  const search = (f: Entry) => list.setFilters({ ...f, start: f.start || initial.start, end: f.end || initial.end });
  return (
    <PageCard
      title={t('healthTemperature.teacher.title')}
      testId="health-temperature-teacher"
      extra={
        <>
          {mayRecord && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="record-temperature">
              {t('healthTemperature.teacher.record')}
            </Button>
          )}
          <ExportButton url={E.exportStaffList.path} filters={list.filters} label={t('healthTemperature.teacher.export')} />
        </>
      }
    >
      <SearchForm fields={rangeFields(t)} initialData={initial} onSearch={search} loading={list.loading} />
      <PagedTable<StaffTemperatureRow> list={list} columns={columns} rowKey="memberId" testId="health-temperature-teacher-table" />
      {adding && (
        <StaffReadingDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void list.reload();
          }}
        />
      )}
      {open && (
        <TrendDialog
          name={open.realName}
          readings={info.data?.readings}
          exportUrl={E.exportStaffInfo.path}
          exportFilters={{ memberId: open.memberId, ...range }}
          onClose={() => setOpen(null)}
        />
      )}
    </PageCard>
  );
}
