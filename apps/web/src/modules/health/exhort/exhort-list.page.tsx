import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, PagedTable, useCall, usePagedList, withNote } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useRelationLabel } from '../../garden/index.ts';
import { EXHORT_ENDPOINTS as E, type ExhortRow, exhortPath } from './exhort-api.ts';

/** Guardians' exhortations, newest day first (the unconfirmed of a day first): search, open, export. */
export default function ExhortListPage() {
  const { t } = useTranslation();
  const relation = useRelationLabel();
  const navigate = useNavigate();
  const list = usePagedList(E.list);
  const classes = useCall('options', classOptionEndpoints.options, {});
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'startDay', endKey: 'endDay', label: t('exhort.fields.day'), component: 'date' },
      {
        key: 'clazzId',
        label: t('exhort.fields.clazz'),
        component: 'select',
        options: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      },
      { key: 'name', label: t('exhort.fields.child'), component: 'input', maxLength: 30 },
      {
        key: 'confirmed',
        label: t('exhort.fields.state'),
        component: 'select',
        options: (['no', 'yes'] as const).map((v) => ({ value: v, label: t(`exhort.confirmed.${v}`) })),
      },
    ],
    [t, classes.data],
  );
  const open = (r: ExhortRow) => void navigate(exhortPath(r.id));
  const columns: TableColumnsType<ExhortRow> = [
    { key: 'day', title: t('exhort.fields.day'), dataIndex: 'day', responsive: ['sm'] },
    {
      key: 'child',
      title: t('exhort.fields.child'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => open(r)}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    { key: 'clazz', title: t('exhort.fields.clazz'), dataIndex: 'clazzName', responsive: ['md'] },
    {
      key: 'guardian',
      title: t('exhort.fields.guardian'),
      render: (_, r) => withNote(r.guardianName, relation(r.relation)),
      responsive: ['lg'],
    },
    {
      key: 'medicines',
      title: t('exhort.fields.medicines'),
      render: (_, r) => r.medicineNames || t('kit.empty'),
      ellipsis: true,
      responsive: ['md'],
    },
    { key: 'notes', title: t('exhort.fields.notes'), render: (_, r) => r.notes ?? t('kit.empty'), ellipsis: true },
    {
      key: 'state',
      title: t('exhort.fields.state'),
      render: (_, r) => <Tag color={r.confirmed ? 'success' : 'warning'}>{t(`exhort.confirmed.${r.confirmed ? 'yes' : 'no'}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      responsive: ['sm'],
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r)} data-testid="row-open">
          {t(r.confirmed ? 'kit.actions.view' : 'exhort.confirm')}
        </Button>
      ),
    },
  ];
  return (
    <PageCard title={t('exhort.title')} testId="exhort-list" extra={<ExportButton url={E.export.path} filters={list.filters} />}>
      <SearchForm fields={fields} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<ExhortRow> list={list} columns={columns} testId="exhort-table" />
    </PageCard>
  );
}
