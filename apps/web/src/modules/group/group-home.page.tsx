import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import type { SchoolSort } from '@kg/shared/modules/group/schools';
import { Button, Space, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, PagedTable, RowActions, usePagedList } from '../../kit/index.ts';
import { usePermission } from '../../permission/has-permission.ts';
import { useSession } from '../../session/session-store.ts';
import { SearchForm } from '../../widgets/index.ts';
import { EnterSchoolButton } from './organization/enter-school-button.tsx';
import { SCHOOL_ENDPOINTS as E, SCHOOL_ADD_PATH, type SchoolRow, schoolPath } from './schools/school-api.ts';

/** Figure columns sort largest first on the first click; names A to Z. */
const SORT_KEYS: Record<string, SchoolSort> = { name: 'name', childCount: 'children', classCount: 'classes', staffCount: 'staff' };

/**
 * /group/system: the schools of the caller's scope with their figures (read from the per-school
 * aggregate), searched and sorted on the server; new school and edit for group-school-manage.
 */
export default function GroupHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const mayManage = usePermission([G.schoolManage]);
  const list = usePagedList(E.list);
  const sort = list.filters.sort as SchoolSort | undefined;
  const order = (key: SchoolSort): SortOrder => (sort === key ? (list.filters.desc ? 'descend' : 'ascend') : null);

  const onChange: TableProps<SchoolRow>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.order ? SORT_KEYS[String(s.columnKey)] : undefined;
    list.setFilters({ ...list.filters, sort: key, desc: key ? s.order === 'descend' : undefined });
  };
  // on a phone: name, children and actions; the rest from wider screens on
  const figure = (key: 'childCount' | 'classCount' | 'staffCount', title: string, wide = false) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    sorter: true,
    sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
    sortOrder: order(SORT_KEYS[key]),
    ...(wide ? { responsive: ['sm' as const] } : {}),
  });
  const columns: TableColumnsType<SchoolRow> = [
    {
      title: t('groupSchools.columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: order('name'),
      render: (name: string, r) => (
        <Space size={4} wrap>
          <Typography.Link onClick={() => navigate(schoolPath('detail', r.id))}>{name}</Typography.Link>
          {r.disabled && <Tag>{t('groupSchools.disabled')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('groupSchools.columns.director'),
      key: 'director',
      responsive: ['md'],
      render: (_: unknown, r) => (r.directorName ? `${r.directorName} ${r.directorPhone ?? ''}` : '—'),
    },
    figure('childCount', t('groupSchools.columns.children')),
    figure('classCount', t('groupSchools.columns.classes'), true),
    figure('staffCount', t('groupSchools.columns.staff'), true),
    { title: t('groupSchools.columns.address'), dataIndex: 'address', key: 'address', responsive: ['lg'] },
    {
      title: t('groupSchools.columns.actions'),
      key: 'actions',
      render: (_: unknown, r) => (
        <RowActions>
          <Button type="link" size="small" data-testid="row-detail" onClick={() => navigate(schoolPath('detail', r.id))}>
            {t('groupSchools.detail')}
          </Button>
          {mayManage && (
            <Button type="link" size="small" data-testid="row-edit" onClick={() => navigate(schoolPath('edit', r.id))}>
              {t('kit.actions.edit')}
            </Button>
          )}
          {!r.disabled && <EnterSchoolButton schoolId={r.id} name={r.name} />}
        </RowActions>
      ),
    },
  ];

  const title = (
    <Space wrap>
      {t('group.title', { name: session?.orgName ?? '' })}
      <Button type="link" size="small" data-testid="group-jobs-link" onClick={() => navigate('/group/jobs')}>
        {t('jobs.groupLink')}
      </Button>
    </Space>
  );
  const add = mayManage ? (
    <Button type="primary" data-testid="school-add" onClick={() => navigate(SCHOOL_ADD_PATH)}>
      {t('groupSchools.add')}
    </Button>
  ) : null;
  return (
    <PageCard title={title} extra={add} testId="group-home">
      <SearchForm
        loading={list.loading}
        fields={[
          { key: 'name', label: t('groupSchools.columns.name'), component: 'input', maxLength: 50, placeholder: t('groupSchools.search') },
        ]}
        onSearch={(data) => list.setFilters({ ...list.filters, name: typeof data.name === 'string' ? data.name : '' })}
      />
      <Typography.Text type="secondary">{t('groupSchools.figuresNote')}</Typography.Text>
      <PagedTable<SchoolRow> list={list} testId="group-home-table" columns={columns} onChange={onChange} />
    </PageCard>
  );
}
