import { GARDEN_CODES as G } from '@kg/shared';
import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { graduateFileEndpoints } from '@kg/shared/modules/garden/graduates';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { RowAction } from '../children/child-columns.tsx';
import { useChildFormat } from '../children/child-format.ts';
import { type GraduateClassRow, useGraduateYears, useGraduatingTerm } from './graduate-api.ts';

/** /garden/base/graduate/index: the graduated classes of the caller's range, by graduation year and name. */
export default function GardenGraduatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useChildFormat();
  const list = usePagedList(classTermEndpoints.graduatedList);
  const years = useGraduateYears();
  const term = useGraduatingTerm();
  const canExport = usePermission([G.studentExport]);

  const searchFields: SearchField[] = [
    {
      key: 'graduateYear',
      label: t('graduates.fields.graduateYear'),
      component: 'select',
      options: (years.data ?? []).map((y) => ({ value: y, label: String(y) })),
    },
    { key: 'name', label: t('graduates.fields.clazz'), component: 'input', maxLength: 20 },
  ];

  const columns: TableColumnsType<GraduateClassRow> = [
    { title: t('graduates.fields.clazz'), dataIndex: 'name', key: 'name' },
    { title: t('graduates.fields.grade'), dataIndex: 'gradeName', key: 'grade', render: fmt.text },
    { title: t('graduates.fields.graduateYear'), dataIndex: 'graduateYear', key: 'year', render: fmt.text },
    { title: t('graduates.fields.graduatedAt'), dataIndex: 'graduatedAt', key: 'graduatedAt', render: fmt.text },
    { title: t('graduates.fields.studentCount'), dataIndex: 'studentCount', key: 'count', align: 'right' },
    { title: t('graduates.fields.teachers'), dataIndex: 'teacherNames', key: 'teachers', render: fmt.text, responsive: ['md'] },
    {
      title: t('kit.actions.operation'),
      key: 'actions',
      render: (_: unknown, r) => (
        <RowAction verb="view" label={t('kit.actions.view')} onClick={() => navigate(`/garden/base/graduate/view?id=${r.id}`)} />
      ),
    },
  ];

  // the whole year's graduates; a class name filter means classes here, not children
  const exportFilters = { graduateYear: list.filters.graduateYear };
  const g = term.data;

  return (
    <PageCard
      title={t('graduates.listTitle')}
      extra={
        canExport ? (
          <ExportButton url={graduateFileEndpoints.export.path} filters={exportFilters} label={t('graduates.exportAll')} />
        ) : undefined
      }
      testId="garden-graduate"
    >
      {g && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="graduating-term"
          message={
            g.graduationDate
              ? t('graduates.term.date', { year: g.schoolYearName, date: g.graduationDate })
              : t('graduates.term.unset', { year: g.schoolYearName })
          }
        />
      )}
      <SearchForm fields={searchFields} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<GraduateClassRow> list={list} columns={columns} testId="garden-graduate-table" />
    </PageCard>
  );
}
