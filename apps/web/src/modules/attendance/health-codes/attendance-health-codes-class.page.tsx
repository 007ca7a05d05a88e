import { Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, useCall } from '../../../kit/index.ts';
import { type Entry, type SearchField, SearchForm } from '../../../widgets/index.ts';
import { CountTiles } from './count-tiles.tsx';
import { type ClazzRow, HEALTH_CODES_ENDPOINTS as E, fortnightTo, today } from './health-codes-api.ts';

/** /attendance/healthCode/class: each class of a day (a teacher: hers) by colour and not checked, and the children's counts and trend. */
export default function AttendanceHealthCodesClassPage() {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ day: today() }), []);
  const [day, setDay] = useState(initial.day);
  const rows = useCall('list', E.clazzList, { day });
  const stats = useCall('detail', E.childStatistics, { day, ...fortnightTo(day) });
  const fields: SearchField[] = [{ key: 'day', label: t('attendanceHealthCodes.fields.day'), component: 'date', clearable: false }];
  const count = (k: 'total' | 'green' | 'yellow' | 'red' | 'unchecked', responsive?: ('sm' | 'md')[]) => ({
    key: k,
    title: t(`attendanceHealthCodes.counts.${k}`),
    dataIndex: k,
    align: 'right' as const,
    responsive,
  });
  const columns: TableColumnsType<ClazzRow> = [
    { key: 'clazzName', title: t('attendanceHealthCodes.fields.clazz'), dataIndex: 'clazzName' },
    count('total', ['sm']),
    count('green'),
    count('yellow'),
    count('red'),
    count('unchecked'),
  ];
  return (
    <PageCard title={t('attendanceHealthCodes.clazz.title')} testId="attendance-health-codes-class">
      <SearchForm
        fields={fields}
        initialData={initial}
        onSearch={(f: Entry) => setDay(String(f.day || initial.day))}
        loading={rows.isFetching}
      />
      <CountTiles counts={stats.data?.counts} trend={stats.data?.trend} />
      <Table<ClazzRow>
        rowKey="clazzId"
        size="small"
        columns={columns}
        dataSource={rows.data ?? []}
        loading={rows.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="attendance-health-codes-class-table"
      />
    </PageCard>
  );
}
