import { Drawer, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { DATA_ENDPOINTS as D, type DrillChild } from './data-centre-api.ts';

const RESULT_COLORS: Record<string, string> = { abnormal: 'red', 'absent-sick': 'orange', 'absent-other': 'default' };

/** A chart's drill-down: the class's children who were not normal at that check, with what was found. */
export function DrillDrawer({ classId, day, slot, onClose }: { classId: number; day: string; slot: 1 | 2 | 3; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useCall('detail', D.drill, { classId, day, slot });
  const columns: TableColumnsType<DrillChild> = [
    { key: 'name', title: t('healthData.child'), dataIndex: 'name', width: 90 },
    {
      key: 'result',
      title: t('healthData.result'),
      render: (_, c) => <Tag color={RESULT_COLORS[c.result]}>{t(`healthAlerts.results.${c.result}`)}</Tag>,
    },
    {
      key: 'temperature',
      title: t('healthData.temperature'),
      render: (_, c) => (c.temperature != null ? `${c.temperature.toFixed(1)}℃` : ''),
    },
    {
      key: 'findings',
      title: t('healthData.findings'),
      render: (_, c) => joinList([...c.symptomGroups.map((g) => t(`healthAlerts.groups.${g}`, { defaultValue: g })), ...c.findings]),
    },
    { key: 'measures', title: t('healthData.measures'), dataIndex: 'measures', responsive: ['md'] },
  ];
  return (
    <Drawer
      open
      size="large"
      title={q.data ? t('healthData.drillTitle', { className: q.data.className, day }) : ''}
      loading={q.isLoading}
      onClose={onClose}
      data-testid="data-drill"
    >
      <Table<DrillChild>
        rowKey="studentId"
        size="small"
        columns={columns}
        dataSource={q.data?.children ?? []}
        pagination={false}
        locale={{ emptyText: t('healthData.noChildren') }}
      />
    </Drawer>
  );
}
