import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { todayChina } from '@kg/shared/time/china';
import { Alert, Button, Descriptions, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { RulesDialog } from './rules-dialog.tsx';
import { RULE_ENDPOINTS } from './shifts-api.ts';

type Version = NonNullable<ReturnType<typeof useRules>['data']>['versions'][number];
const useRules = () => useCall('detail', RULE_ENDPOINTS.select, {});

/** The school's attendance rules: those in effect today, a change from a chosen day, every version. */
export default function AttendanceRulesPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.rulesEdit]);
  const rules = useRules();
  const [editing, setEditing] = useState(false);
  const today = todayChina();

  if (!rules.data) return <Spin />;
  const { current, versions } = rules.data;

  const time = (v: string | null) => v ?? t('attendanceRules.none');
  const mode = (v: Version) => (v.presentMode === 2 ? `${t('attendanceRules.modes.2')} ${v.presentBefore}` : t('attendanceRules.modes.1'));
  const columns: TableColumnsType<Version> = [
    {
      key: 'effectiveFrom',
      title: t('attendanceRules.fields.effectiveFrom'),
      render: (_, v) => (
        <>
          {v.effectiveFrom} {v.effectiveFrom > today && <Tag color="orange">{t('attendanceRules.pending')}</Tag>}
          {v.effectiveFrom === current.effectiveFrom && <Tag color="green">{t('attendanceRules.inEffect')}</Tag>}
        </>
      ),
    },
    { key: 'presentMode', title: t('attendanceRules.fields.presentMode'), render: (_, v) => mode(v), responsive: ['md'] },
    { key: 'graceMinutes', title: t('attendanceRules.fields.graceMinutes'), dataIndex: 'graceMinutes', align: 'right' },
    { key: 'halfDayNoon', title: t('attendanceRules.fields.halfDayNoon'), render: (_, v) => time(v.halfDayNoon), responsive: ['sm'] },
    {
      key: 'absentNoticeAt',
      title: t('attendanceRules.fields.absentNoticeAt'),
      render: (_, v) => time(v.absentNoticeAt),
      responsive: ['md'],
    },
    {
      key: 'noticeGuardians',
      title: t('attendanceRules.fields.noticeGuardians'),
      render: (_, v) => t(v.noticeGuardians ? 'attendanceRules.yes' : 'attendanceRules.no'),
      responsive: ['lg'],
    },
    { key: 'updatedAt', title: t('attendanceRules.fields.updatedAt'), render: (_, v) => dateTime(v.updatedAt), responsive: ['lg'] },
  ];

  return (
    <>
      <PageCard
        title={t('attendanceRules.title')}
        testId="attendance-rules"
        extra={
          canEdit && (
            <Button type="primary" data-testid="change-rules" onClick={() => setEditing(true)}>
              {t('attendanceRules.change')}
            </Button>
          )
        }
      >
        {current.updatedAt === null && <Alert type="info" showIcon title={t('attendanceRules.defaults')} style={{ marginBottom: 16 }} />}
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" data-testid="current-rules">
          <Descriptions.Item label={t('attendanceRules.fields.presentMode')}>{mode(current)}</Descriptions.Item>
          <Descriptions.Item label={t('attendanceRules.fields.graceMinutes')}>
            {t('attendanceRules.minutes', { count: current.graceMinutes })}
          </Descriptions.Item>
          <Descriptions.Item label={t('attendanceRules.fields.halfDayNoon')}>{time(current.halfDayNoon)}</Descriptions.Item>
          <Descriptions.Item label={t('attendanceRules.fields.absentNoticeAt')}>{time(current.absentNoticeAt)}</Descriptions.Item>
          <Descriptions.Item label={t('attendanceRules.fields.noticeGuardians')}>
            {t(current.noticeGuardians ? 'attendanceRules.yes' : 'attendanceRules.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('attendanceRules.fields.effectiveFrom')}>{current.effectiveFrom}</Descriptions.Item>
        </Descriptions>
      </PageCard>
      <PageCard title={t('attendanceRules.history')} testId="attendance-rule-versions">
        <Table<Version>
          rowKey="effectiveFrom"
          size="small"
          columns={columns}
          dataSource={versions}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          data-testid="rule-versions"
        />
      </PageCard>
      {editing && (
        <RulesDialog
          current={current}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void afterSave();
          }}
        />
      )}
    </>
  );
}
