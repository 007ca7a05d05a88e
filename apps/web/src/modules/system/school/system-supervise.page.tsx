import { SYSTEM_CODES as C } from '@kg/shared';
import { SUPERVISION_STATUSES, SupervisionStatus } from '@kg/shared/modules/system/supervise';
import { App, Badge, Button, Select, Space, Spin, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { AuthorityList } from './authority-list.tsx';
import { AcceptDialog } from './decide-dialog.tsx';
import { decide, type SupervisionRequest, SUPERVISE_ENDPOINTS as V } from './school-api.ts';

const STATUS_COLOR: Record<number, 'processing' | 'success' | 'error' | 'default'> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/** Who supervises the school, what they may see, and authorities' requests to supervise it. */
export default function SystemSupervisePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const mayDecide = usePermission([C.superviseDecide]);
  const state = useCall('detail', V.state, {});
  const list = usePagedList(V.requests);
  const [accepting, setAccepting] = useState<SupervisionRequest | null>(null);

  const decline = (r: SupervisionRequest) =>
    modal.confirm({
      title: t('school.supervise.decline'),
      content: t('school.supervise.declineConfirm', { name: r.regulatorName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await decide(r.id, false, { allowEntry: r.allowEntry, allowReports: r.allowReports });
          await afterSave({ text: t('school.supervise.declined') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<SupervisionRequest> = [
    { key: 'regulatorName', title: t('school.supervise.fields.regulatorName'), dataIndex: 'regulatorName' },
    { key: 'message', title: t('school.supervise.fields.message'), render: (_, r) => r.message || t('kit.empty'), ellipsis: true },
    { key: 'createdAt', title: t('school.supervise.fields.createdAt'), render: (_, r) => dateTime(r.createdAt), responsive: ['md'] },
    {
      key: 'status',
      title: t('school.supervise.fields.status'),
      render: (_, r) => <Badge status={STATUS_COLOR[r.status]} text={t(`school.supervise.statuses.${r.status}`)} />,
    },
    {
      key: 'decidedBy',
      title: t('school.supervise.fields.decidedBy'),
      render: (_, r) => r.decidedBy || t('kit.empty'),
      responsive: ['lg'],
    },
    ...(mayDecide
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: SupervisionRequest) =>
              r.status === SupervisionStatus.pending && (
                <Space>
                  <Button type="link" size="small" data-testid="accept" onClick={() => setAccepting(r)}>
                    {t('school.supervise.accept')}
                  </Button>
                  <Button type="link" size="small" danger data-testid="decline" onClick={() => decline(r)}>
                    {t('school.supervise.decline')}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <PageCard title={t('school.supervise.title')} testId="system-supervise">
      <Typography.Title level={5}>{t('school.supervise.current')}</Typography.Title>
      {state.data ? <AuthorityList authorities={state.data.authorities} mayDecide={mayDecide} /> : <Spin />}
      <Space wrap style={{ margin: '16px 0 8px', justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('school.supervise.requests')}
        </Typography.Title>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('school.supervise.allStatuses')}
          options={SUPERVISION_STATUSES.map((s) => ({ value: s, label: t(`school.supervise.statuses.${s}`) }))}
          onChange={(status?: number) => list.setFilters({ status })}
        />
      </Space>
      <PagedTable<SupervisionRequest> list={list} columns={columns} rowKey="id" testId="system-supervise-table" />
      {accepting && (
        <AcceptDialog
          request={accepting}
          onClose={() => setAccepting(null)}
          onDone={() => {
            setAccepting(null);
            void afterSave({ text: t('school.supervise.accepted') });
          }}
        />
      )}
    </PageCard>
  );
}
