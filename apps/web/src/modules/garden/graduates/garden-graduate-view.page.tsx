import { GARDEN_CODES as G, HEALTH_CODES } from '@kg/shared';
import { graduateEndpoints, graduateFileEndpoints } from '@kg/shared/modules/garden/graduates';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, PagedTable, useIdParam, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type Entry, type SearchField, SearchForm } from '../../../widgets/index.ts';
import type { ChildRow } from '../children/child-api.ts';
import { RowAction, useChildColumns } from '../children/child-columns.tsx';
import { useChildFormat } from '../children/child-format.ts';
import { fetchGraduateClass } from './graduate-api.ts';

const LIST = '/garden/base/graduate/index';

/** /garden/base/graduate/view?id=: a graduated class and its graduates, with their export. */
export default function GardenGraduateViewPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const navigate = useNavigate();
  if (id === null)
    return (
      <Result
        status="warning"
        title={t('graduates.notFound')}
        extra={<Button onClick={() => navigate(LIST)}>{t('kit.actions.back')}</Button>}
      />
    );
  return <GraduateClassView key={id} id={id} />;
}

function GraduateClassView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fmt = useChildFormat();
  const canExport = usePermission([G.studentExport]);
  const canSeeChecks = usePermission([HEALTH_CODES.inspect]);
  const canSeeGrowth = usePermission([HEALTH_CODES.examView]);
  const clazz = useQuery({ queryKey: ['detail', 'graduate-class', id], queryFn: () => fetchGraduateClass(id) });
  // the class is fixed: every search keeps it
  const list = usePagedList(graduateEndpoints.list, { clazzId: id }, { key: `${graduateEndpoints.list.path}#${id}` });
  const columns = useChildColumns(
    (r) => [
      <RowAction
        key="view"
        verb="view"
        label={t('kit.actions.view')}
        onClick={() => navigate(`/garden/base/graduate/detail?id=${r.id}`)}
      />,
    ],
    { showClass: false },
  );

  const back = <Button onClick={() => navigate(LIST)}>{t('kit.actions.back')}</Button>;
  // the class's daily checks stay readable after it graduated (graduate views 4 and 6)
  // and its growth from the exam records (graduate view 2)
  const checks = (canSeeChecks || canSeeGrowth) && (
    <Space wrap>
      {canSeeGrowth && (
        <Button onClick={() => navigate(`/garden/base/graduate/view2?id=${id}`)} data-testid="graduate-growth">
          {t('healthGrowthStats.graduateLink')}
        </Button>
      )}
      {canSeeChecks && (
        <Button onClick={() => navigate(`/garden/base/graduate/view4?id=${id}`)} data-testid="graduate-day-checks">
          {t('healthRecords.graduate.dayChecks')}
        </Button>
      )}
      {canSeeChecks && (
        <Button onClick={() => navigate(`/garden/base/graduate/view6?id=${id}`)} data-testid="graduate-month-checks">
          {t('healthRecords.graduate.monthChecks')}
        </Button>
      )}
      {back}
    </Space>
  );
  if (clazz.isError) return <Result status="warning" title={t('graduates.notFound')} extra={back} />;
  const c = clazz.data;
  if (!c) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const searchFields: SearchField[] = [
    { key: 'name', label: t('children.fields.name'), component: 'input', maxLength: 20 },
    { key: 'gender', label: t('children.fields.gender'), component: 'select', options: fmt.genderOptions },
  ];

  return (
    <PageCard title={t('graduates.viewTitle', { name: c.name })} extra={checks || back} testId="garden-graduate-view">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="graduate-class">
        <Descriptions.Item label={t('graduates.fields.clazz')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.grade')}>{fmt.text(c.gradeName)}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.graduatedAt')}>{fmt.text(c.graduatedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.studentCount')}>{c.studentCount}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.boys')}>{c.boyCount}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.girls')}>{c.girlCount}</Descriptions.Item>
        <Descriptions.Item label={t('graduates.fields.teachers')} span={3}>
          {fmt.text(c.teacherNames)}
        </Descriptions.Item>
      </Descriptions>
      <Card
        size="small"
        title={t('graduates.childrenTitle')}
        style={{ marginTop: 16 }}
        extra={canExport ? <ExportButton url={graduateFileEndpoints.export.path} filters={list.filters} /> : null}
      >
        <SearchForm fields={searchFields} onSearch={(f: Entry) => list.setFilters({ ...f, clazzId: id })} loading={list.loading} />
        <PagedTable<ChildRow> list={list} columns={columns} testId="garden-graduate-view-table" />
      </Card>
    </PageCard>
  );
}
