import { type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { type Entry, type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useClassOptions } from '../records-views/class-select.tsx';
import { type ChildTemperatureRow, TEMPERATURE_ENDPOINTS as E, lastTwoWeeks } from './temperature-api.ts';
import { rangeFields, summaryColumns } from './temperature-columns.tsx';
import { TrendDialog } from './trend-dialog.tsx';

/** Children with readings in a range of days: latest, highest, fever days; a name opens the child's trend. */
export default function HealthTemperatureChildPage() {
  const { t } = useTranslation();
  const initial = useMemo(() => lastTwoWeeks(), []);
  const list = usePagedList(E.childList, initial);
  const classes = useClassOptions();
  const [open, setOpen] = useState<ChildTemperatureRow | null>(null);
  const range = { start: String(list.filters.start ?? initial.start), end: String(list.filters.end ?? initial.end) };
  const info = useCall('detail', E.childInfo, { studentId: open?.studentId ?? 0, ...range }, { enabled: open !== null });
  const fields: SearchField[] = [
    ...rangeFields(t),
    { key: 'clazzId', label: t('healthTemperature.clazz'), component: 'select', options: classes },
  ];
  const columns: TableColumnsType<ChildTemperatureRow> = [
    {
      key: 'studentName',
      title: t('healthTemperature.name'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => setOpen(r)}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    { key: 'clazzName', title: t('healthTemperature.clazz'), dataIndex: 'clazzName' },
    ...summaryColumns<ChildTemperatureRow>(t),
  ];
  // a cleared range goes back to the last two weeks: the server needs both ends
  const search = (f: Entry) => list.setFilters({ ...f, start: f.start || initial.start, end: f.end || initial.end });
  return (
    <PageCard
      title={t('healthTemperature.child.title')}
      testId="health-temperature-child"
      extra={<ExportButton url={E.exportChildList.path} filters={list.filters} label={t('healthTemperature.child.export')} />}
    >
      <SearchForm fields={fields} initialData={initial} onSearch={search} loading={list.loading} />
      <PagedTable<ChildTemperatureRow> list={list} columns={columns} rowKey="studentId" testId="health-temperature-child-table" />
      {open && (
        <TrendDialog
          name={open.studentName}
          readings={info.data?.readings}
          exportUrl={E.exportChildInfo.path}
          exportFilters={{ studentId: open.studentId, ...range }}
          onClose={() => setOpen(null)}
        />
      )}
    </PageCard>
  );
}
