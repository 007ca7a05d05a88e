import { monthChina } from '@kg/shared/time/china';
import { Button, DatePicker, Descriptions, Empty, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ExportButton, PageCard, useCall, useIdParam } from '../../../kit/index.ts';
import { ChildMonthTrend } from './child-month-trend.tsx';
import { STATISTIC_ENDPOINTS as E, MONTH_PATH, type StudentMonth, studentMonthPath } from './records-api.ts';
import { findingText, ResultTag } from './result-tag.tsx';

type Check = StudentMonth['days'][number]['slots'][number] & { day: string };

/** One child's month: the temperature trend, then each day's checks with temperature, findings and measures (opened from the month matrix). */
export default function HealthInspectStudentMonthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const studentId = useIdParam('studentId');
  const clazzId = useIdParam('clazzId') ?? undefined;
  const raw = new URLSearchParams(useLocation().search).get('month') ?? '';
  const month = /^\d{4}-\d{2}$/.test(raw) ? raw : monthChina();
  const q = useCall('detail', E.studentMonth, { studentId: studentId ?? 0, month }, { enabled: studentId !== null });
  const rows: Check[] = (q.data?.days ?? []).flatMap((d) => d.slots.map((s) => ({ ...s, day: d.day })));
  const columns: TableColumnsType<Check> = [
    { key: 'day', title: t('healthRecords.day'), dataIndex: 'day' },
    { key: 'slot', title: t('healthRecords.slot'), render: (_, r) => t(`healthRecords.slots.${r.slot}`) },
    { key: 'result', title: t('healthRecords.result'), render: (_, r) => <ResultTag result={r.result} temperature={r.temperature} /> },
    { key: 'temperature', title: t('healthRecords.temperature'), render: (_, r) => r.temperature?.toFixed(1) ?? t('kit.empty') },
    { key: 'findings', title: t('healthRecords.finding'), render: (_, r) => findingText(r.findings) || t('kit.empty') },
    { key: 'measures', title: t('healthRecords.measures'), render: (_, r) => r.measures ?? t('kit.empty'), responsive: ['md'] },
    { key: 'note', title: t('healthRecords.note'), render: (_, r) => r.note ?? t('kit.empty'), responsive: ['lg'] },
  ];
  return (
    <PageCard
      title={t('healthRecords.student.title')}
      testId="health-inspect-student-month"
      extra={
        <>
          <Button onClick={() => navigate(MONTH_PATH)}>{t('healthRecords.student.back')}</Button>
          {studentId && (
            <ExportButton url={E.exportStudentMonth.path} filters={{ studentId, month }} label={t('healthRecords.student.export')} />
          )}
        </>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && studentId && navigate(studentMonthPath(studentId, d.format('YYYY-MM'), clazzId), { replace: true })}
          aria-label={t('healthRecords.monthLabel')}
        />
      </Space>
      {q.data && (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('healthRecords.name')}>{q.data.studentName}</Descriptions.Item>
          <Descriptions.Item label={t('healthRecords.clazz')}>{q.data.clazzName || t('kit.empty')}</Descriptions.Item>
        </Descriptions>
      )}
      <ChildMonthTrend checks={rows} />
      <Table<Check>
        size="middle"
        rowKey={(r) => `${r.day}-${r.slot}`}
        columns={columns}
        dataSource={rows}
        loading={q.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('healthRecords.student.empty')} /> }}
        data-testid="health-inspect-student-month-table"
      />
    </PageCard>
  );
}
