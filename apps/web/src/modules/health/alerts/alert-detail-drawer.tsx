import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinList } from '../../../kit/with-note.ts';
import { StateTag } from './alert-columns.tsx';
import { type AlertDetail, type AlertReach, acknowledgeAlert, alertSubject, dayRange, fetchAlert, fetchReachAlert } from './alerts-api.ts';
import { CloseAlertDialog } from './close-alert-dialog.tsx';

export type Child = AlertDetail['children'][number];
type Check = Child['checks'][number];

/**
 * One alert drilled down: its children and each child's checks over the alert's days (day,
 * slot, result, temperature, findings). A school's manager acknowledges or closes it from here;
 * a group or an authority (`reach`) reads an alert of one of its schools, names masked, nothing to act on.
 * `childLink`, where given, makes each child's name open that child's record.
 */
export function AlertDetailDrawer({
  id,
  reach,
  canManage = false,
  childLink,
  onClose,
  onChanged,
}: {
  id: number;
  reach?: AlertReach;
  canManage?: boolean;
  childLink?: (c: Child) => string;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [closing, setClosing] = useState(false);
  const q = useQuery({
    queryKey: ['detail', 'health-alert', reach?.endpoint.path ?? 'school', reach?.schoolId ?? 0, id],
    queryFn: (): Promise<AlertDetail & { schoolName?: string }> => (reach ? fetchReachAlert(reach, id) : fetchAlert(id)),
  });
  const a = q.data;
  const manage = canManage && !reach;
  const changed = () => {
    void q.refetch();
    onChanged?.();
  };
  const checkText = (c: Check) =>
    [
      `${c.day} ${t(`healthAlerts.slots.${c.slot}`)}`,
      t(`healthAlerts.results.${c.result}`),
      c.temperature != null ? `${c.temperature.toFixed(1)}℃` : '',
      joinList([...c.symptomGroups.map((g) => t(`healthAlerts.groups.${g}`, { defaultValue: g })), ...c.findings]),
    ]
      .filter(Boolean)
      .join(' · ');
  const columns: TableColumnsType<Child> = [
    {
      key: 'name',
      title: t('healthAlerts.fields.child'),
      width: 90,
      render: (_, c) =>
        childLink ? (
          <Link to={childLink(c)} data-testid="alert-child-link">
            {c.name}
          </Link>
        ) : (
          c.name
        ),
    },
    { key: 'className', title: t('healthAlerts.fields.className'), dataIndex: 'className', responsive: ['sm'] },
    { key: 'firstDay', title: t('healthAlerts.fields.firstDay'), dataIndex: 'firstDay', responsive: ['md'] },
    {
      key: 'checks',
      title: t('healthAlerts.fields.checks'),
      render: (_, c) =>
        c.checks.length ? (
          <Space orientation="vertical" size={0}>
            {c.checks.map((x) => (
              <span key={`${x.day}-${x.slot}`}>{checkText(x)}</span>
            ))}
          </Space>
        ) : (
          t('healthAlerts.noChecks')
        ),
    },
  ];
  return (
    <Drawer open title={t('healthAlerts.detailTitle')} size="large" onClose={onClose} loading={q.isLoading} data-testid="alert-detail">
      {a && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
            {a.schoolName && <Descriptions.Item label={t('healthAlerts.fields.school')}>{a.schoolName}</Descriptions.Item>}
            <Descriptions.Item label={t('healthAlerts.fields.scope')}>{alertSubject(t, a)}</Descriptions.Item>
            <Descriptions.Item label={t('healthAlerts.fields.state')}>
              <StateTag t={t} state={a.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('healthAlerts.fields.kind')}>{t(`healthAlerts.kinds.${a.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('healthAlerts.fields.days')}>{dayRange(a)}</Descriptions.Item>
            <Descriptions.Item label={t('healthAlerts.fields.children')}>{a.childCount}</Descriptions.Item>
            {a.closeNote && <Descriptions.Item label={t('healthAlerts.fields.note')}>{a.closeNote}</Descriptions.Item>}
          </Descriptions>
          {manage && a.state !== 'closed' && (
            <Space style={{ marginBottom: 16 }}>
              {a.state === 'open' && (
                <Button
                  type="primary"
                  data-testid="alert-acknowledge"
                  onClick={async () => {
                    await acknowledgeAlert(a.id);
                    void message.success(t('healthAlerts.acknowledged'));
                    changed();
                  }}
                >
                  {t('healthAlerts.actions.acknowledge')}
                </Button>
              )}
              <Button danger data-testid="alert-close" onClick={() => setClosing(true)}>
                {t('healthAlerts.actions.close')}
              </Button>
            </Space>
          )}
          <Table<Child>
            rowKey="studentId"
            size="small"
            columns={columns}
            dataSource={a.children}
            pagination={false}
            data-testid="alert-children"
          />
        </>
      )}
      {closing && a && <CloseAlertDialog id={a.id} onClose={() => setClosing(false)} onClosed={changed} />}
    </Drawer>
  );
}
