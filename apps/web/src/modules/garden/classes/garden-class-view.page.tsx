import { GARDEN_CODES as G } from '@kg/shared';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { ClazzStatus } from '@kg/shared/modules/garden/classes';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, PagedTable, type RowOf, useIdParam, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { CLASS_LIST_PATH, detailKey, fetchDetail } from './class-api.ts';
import { ClassInfo } from './class-info.tsx';

/** A row of the class's children (phones and ID numbers arrive masked where the server masks). */
type ChildRow = RowOf<typeof childEndpoints.listOfClass>;

/** One class: its facts and its children (in school, or the graduates of a graduated class), paged, by name. */
export default function GardenClassViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const detail = useQuery({ queryKey: detailKey(id), queryFn: () => fetchDetail(id!), enabled: id !== null });
  const children = usePagedList(childEndpoints.listOfClass, { clazzId: id }, { enabled: id !== null });
  const canEdit = usePermission([G.clazzUpdate]);
  const canStudent = usePermission([G.student]);
  const active = detail.data?.status === ClazzStatus.active;

  const searchFields: SearchField[] = [{ key: 'name', component: 'input', label: t('classes.view.childName'), maxLength: 20 }];
  const columns: TableColumnsType<ChildRow> = [
    { title: t('classes.view.childName'), dataIndex: 'name', key: 'name' },
    {
      title: t('classes.view.gender'),
      dataIndex: 'gender',
      key: 'gender',
      render: (g: number) => (g === 1 ? t('kit.gender.male') : g === 2 ? t('kit.gender.female') : ''),
    },
    { title: t('classes.view.studentNo'), dataIndex: 'studentNo', key: 'studentNo', render: (v: string | null) => v ?? '' },
    {
      title: t('classes.view.birthday'),
      dataIndex: 'birthday',
      key: 'birthday',
      render: (v: string | null) => v ?? '',
      responsive: ['md'],
    },
    { title: t('classes.view.guardian'), key: 'guardian', render: (_, r) => [r.guardianName, r.guardianPhone].filter(Boolean).join(' ') },
    ...(canStudent
      ? [
          {
            title: t('kit.actions.operation'),
            key: 'actions',
            render: (_: unknown, r: ChildRow) => (
              <Button type="link" size="small" data-testid="row-view" onClick={() => navigate(`/garden/student/info?id=${r.id}`)}>
                {t('kit.actions.view')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard
      title={detail.data ? t('classes.view.title', { name: detail.data.name }) : t('classes.view.titlePlain')}
      extra={
        <>
          {active && canEdit && (
            <Button data-testid="edit" onClick={() => navigate(`/garden/base/class/edit?id=${id}`)}>
              {t('kit.actions.edit')}
            </Button>
          )}
          {active && canStudent && (
            <Button data-testid="student-numbers" onClick={() => navigate(`/garden/base/class/edit2?id=${id}`)}>
              {t('classes.numbers.open')}
            </Button>
          )}
          <Button data-testid="back" onClick={() => navigate(CLASS_LIST_PATH)}>
            {t('kit.actions.back')}
          </Button>
        </>
      }
    >
      {detail.data ? <ClassInfo detail={detail.data} /> : detail.isPending && id !== null && <Spin />}
      <SearchForm fields={searchFields} loading={children.loading} onSearch={(f) => children.setFilters({ clazzId: id, name: f.name })} />
      <PagedTable<ChildRow> list={children} columns={columns} testId="garden-class-view-table" />
    </PageCard>
  );
}
