import { SUPERVISION_STATUSES, SupervisionStatus } from '@kg/shared/modules/system/supervise';
import { App, Badge, Button, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { REGULATION_ENDPOINTS as E, type SentRequest, withdrawRequest } from './regulation-api.ts';

const STATUS_COLOR: Record<number, 'processing' | 'success' | 'error' | 'default'> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/** The authority's requests, pending first; a pending one may be withdrawn. */
export function RequestTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const list = usePagedList(E.requests);
  const f = (k: string) => t(`regulationConsole.supervise.fields.${k}`);

  const withdraw = (r: SentRequest) =>
    modal.confirm({
      title: t('regulationConsole.supervise.withdraw'),
      content: t('regulationConsole.supervise.withdrawConfirm', { name: r.schoolName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await withdrawRequest(r.id);
          await afterSave({ text: t('regulationConsole.supervise.withdrawn') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<SentRequest> = [
    { key: 'school', title: f('school'), dataIndex: 'schoolName' },
    { key: 'group', title: f('group'), render: (_, r) => r.groupName ?? t('regulator.independent'), responsive: ['md'] },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => <Badge status={STATUS_COLOR[r.status]} text={t(`regulationConsole.supervise.statuses.${r.status}`)} />,
    },
    { key: 'message', title: f('message'), render: (_, r) => r.message || t('kit.empty'), ellipsis: true, responsive: ['lg'] },
    { key: 'createdAt', title: f('createdAt'), render: (_, r) => dateTime(r.createdAt), responsive: ['sm'] },
    {
      key: 'decidedAt',
      title: f('decidedAt'),
      render: (_, r) => (r.decidedAt ? dateTime(r.decidedAt) : t('kit.empty')),
      responsive: ['lg'],
    },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, r) =>
        r.status === SupervisionStatus.pending && (
          <Button type="link" size="small" danger data-testid="withdraw" onClick={() => withdraw(r)}>
            {t('regulationConsole.supervise.withdraw')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Select
        allowClear
        style={{ minWidth: 140, marginBottom: 12 }}
        placeholder={t('regulationConsole.supervise.allStatuses')}
        options={SUPERVISION_STATUSES.map((s) => ({ value: s, label: t(`regulationConsole.supervise.statuses.${s}`) }))}
        onChange={(status?: number) => list.setFilters({ status })}
      />
      <PagedTable<SentRequest> list={list} columns={columns} testId="regulation-request-table" />
    </>
  );
}
