import { PlusOutlined } from '@ant-design/icons';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { CARE_STATES } from '@kg/shared/modules/health/care/care-outputs';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { App, Button, Switch, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { CareAddDialog } from './care-add-dialog.tsx';
import { type CareRow, deleteCare, CARE_ENDPOINTS as E, setCareState } from './care-api.ts';
import { TemplatesDialog } from './care-templates.tsx';
import './care.css';
import { joinList } from '../../../kit/with-note.ts';

export const dailyPath = (id: number) => `/health/care/day/dailyCare?id=${id}`;

/** Care records under care on a day or in a range: add, finish or resume, open, delete, export. */
export default function HealthCareDayPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([H.care]);
  const list = usePagedList(E.list);
  const classes = useCall('options', classOptionEndpoints.options, {});
  const [adding, setAdding] = useState(false);
  const [templates, setTemplates] = useState(false);

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'day', label: t('healthCare.fields.day'), component: 'date' },
      { key: 'startDay', endKey: 'endDay', label: t('healthCare.fields.period'), component: 'date' },
      {
        key: 'clazzId',
        label: t('healthCare.fields.clazz'),
        component: 'select',
        options: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      },
      {
        key: 'state',
        label: t('healthCare.fields.state'),
        component: 'select',
        options: CARE_STATES.map((s) => ({ value: s, label: t(`healthCare.state.${s}`) })),
      },
      { key: 'name', label: t('healthCare.fields.child'), component: 'input', maxLength: 30 },
    ],
    [t, classes.data],
  );

  const toggle = async (r: CareRow, on: boolean) => {
    await setCareState(r.id, on ? 'ongoing' : 'finished');
    await afterSave();
  };
  const remove = (r: CareRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: `${r.studentName} · ${r.condition}`,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteCare(r.id);
        await afterSave({ text: t('kit.actions.deleted') });
      },
    });

  const columns: TableColumnsType<CareRow> = [
    {
      key: 'child',
      title: t('healthCare.fields.child'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => void navigate(dailyPath(r.id))}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    { key: 'clazz', title: t('healthCare.fields.clazz'), dataIndex: 'clazzName', responsive: ['sm'] },
    { key: 'condition', title: t('healthCare.fields.condition'), dataIndex: 'condition', ellipsis: true },
    { key: 'period', title: t('healthCare.fields.period'), render: (_, r) => `${r.startDay} ~ ${r.endDay}`, responsive: ['md'] },
    {
      key: 'medicines',
      title: t('healthCare.fields.medicines'),
      render: (_, r) => joinList(r.medicines.map((m) => `${m.name} ${m.dose}`)) || t('kit.empty'),
      ellipsis: true,
      responsive: ['lg'],
    },
    {
      key: 'notes',
      title: t('healthCare.fields.notes'),
      render: (_, r) => t('healthCare.counts', { views: r.viewCount, entries: r.entryCount }),
      responsive: ['lg'],
    },
    {
      key: 'state',
      title: t('healthCare.fields.state'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.state === 'ongoing'}
          disabled={!canEdit}
          checkedChildren={t('healthCare.state.ongoing')}
          unCheckedChildren={t('healthCare.state.finished')}
          onChange={(on) => void toggle(r, on)}
          data-testid="state-switch"
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: CareRow) => (
              <Button type="link" size="small" danger onClick={() => remove(r)} data-testid="row-delete">
                {t('kit.actions.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard
      title={t('healthCare.title')}
      testId="health-care-day"
      extra={[
        canEdit && (
          <Button key="templates" onClick={() => setTemplates(true)} data-testid="templates">
            {t('healthCare.templates')}
          </Button>
        ),
        <ExportButton key="export" url={E.export.path} filters={list.filters} />,
        canEdit && (
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add">
            {t('healthCare.add')}
          </Button>
        ),
      ]}
    >
      <SearchForm fields={fields} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<CareRow> list={list} columns={columns} testId="health-care-table" />
      {adding && (
        <CareAddDialog
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            void afterSave();
            void navigate(dailyPath(id));
          }}
        />
      )}
      {templates && <TemplatesDialog onClose={() => setTemplates(false)} />}
    </PageCard>
  );
}
