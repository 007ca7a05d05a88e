import { PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_CODES as W } from '@kg/shared';
import { BUILT_IN_KINDS } from '@kg/shared/modules/workflow/workflow-schemas';
import { App, Button, type ButtonProps, Switch, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, PageCard, PagedTable, RowActions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteProcess, enableProcess, PROCESS_ENDPOINTS as P, type ProcessRow, processEditPath } from '../workflow-api.ts';
import { useKindLabel } from './kind-label.ts';

type Row = ProcessRow;

/** The school's processes: search by name, kind and state; enable or disable; edit, copy, delete. */
export function ProcessListView() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canManage = usePermission([W.processManage]);
  const kindLabel = useKindLabel();
  const list = usePagedList(P.list);
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'name', label: t('workflow.process.name'), component: 'input', maxLength: 30 },
      {
        key: 'kind',
        label: t('workflow.process.kind'),
        component: 'select',
        options: BUILT_IN_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
      },
      {
        key: 'enabled',
        label: t('workflow.process.enabled'),
        component: 'select',
        options: [
          { value: 1, label: t('workflow.process.on') },
          { value: 0, label: t('workflow.process.off') },
        ],
      },
    ],
    [t, kindLabel],
  );
  const toggle = async (r: Row, on: boolean) => {
    await enableProcess(r.id, on);
    await afterSave({ text: t(on ? 'workflow.process.enabledNow' : 'workflow.process.disabledNow') });
  };
  const remove = (r: Row) => {
    if (r.requestCount > 0) {
      modal.info({
        title: t('workflow.process.cannotDelete'),
        content: t('workflow.process.hasRequests', { count: r.requestCount }),
        okText: t('common.ok'),
      });
      return;
    }
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: r.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        await deleteProcess(r.id);
        await afterSave({ text: t('kit.actions.deleted') });
      },
    });
  };
  const link = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button key={testId} type="link" size="small" danger={danger} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
  const columns: TableColumnsType<Row> = [
    { key: 'name', title: t('workflow.process.name'), dataIndex: 'name' },
    { key: 'kind', title: t('workflow.process.kind'), render: (_, r) => <Tag>{kindLabel(r.kind)}</Tag>, responsive: ['sm'] },
    { key: 'version', title: t('workflow.process.version'), render: (_, r) => `v${r.version}`, responsive: ['md'] },
    { key: 'stepCount', title: t('workflow.process.steps'), dataIndex: 'stepCount', align: 'right', responsive: ['md'] },
    { key: 'requestCount', title: t('workflow.process.requests'), dataIndex: 'requestCount', align: 'right', responsive: ['lg'] },
    { key: 'updatedAt', title: t('workflow.process.updated'), render: (_, r) => dateTime(r.updatedAt, 'minute'), responsive: ['lg'] },
    {
      key: 'enabled',
      title: t('workflow.process.enabled'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!canManage}
          data-testid="row-enabled"
          onChange={(on) => void toggle(r, on).catch(() => {})}
        />
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: Row) => (
              <RowActions>
                {link('row-edit', t('kit.actions.edit'), () => navigate(processEditPath({ id: r.id })))}
                {link('row-copy', t('workflow.process.copy'), () => navigate(processEditPath({ copy: r.id })))}
                {link('row-delete', t('kit.actions.delete'), () => remove(r), true)}
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageCard
      title={t('workflow.process.title')}
      testId="workflow-index"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate(processEditPath())}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<Row> list={list} columns={columns} testId="workflow-index-table" />
    </PageCard>
  );
}
