import { PlusOutlined } from '@ant-design/icons';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { App, Button, type ButtonProps, type TableColumnsType, Tag } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedTable, RowActions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { useSession } from '../../../session/session-store.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { EMPLOYEE_ENDPOINTS, type EmployeeRow, leaveEmployee, staffEditPath } from './org-api.ts';

/** The group's employees, paged on the server: the chosen department (and below), a name or mobile, active or left. */
export function EmployeePanel({ departmentId }: { departmentId: number | null }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([G.employeeManage]);
  const self = useSession()?.teacherId;
  const list = usePagedList(EMPLOYEE_ENDPOINTS.list);
  const { setFilters } = list;
  const filters = useRef(list.filters);
  filters.current = list.filters;
  // a department chosen in the tree narrows the list; the search keeps its words
  useEffect(() => setFilters({ ...filters.current, departmentId: departmentId ?? undefined }), [departmentId, setFilters]);

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'keyword', label: t('groupOrg.keyword'), component: 'input', maxLength: 20 },
      {
        key: 'status',
        label: t('groupOrg.fields.status'),
        component: 'select',
        options: [
          { value: 1, label: t('groupOrg.status.active') },
          { value: 2, label: t('groupOrg.status.left') },
        ],
      },
    ],
    [t],
  );

  const leave = (row: EmployeeRow) =>
    modal.confirm({
      title: t('groupOrg.leave'),
      content: t('groupOrg.leaveConfirm', { name: row.realName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await leaveEmployee(row.id);
          await afterSave({ text: t('groupOrg.left') });
        } catch {
          // the request layer said why (the last administrator, oneself)
        }
      },
    });

  const columns: TableColumnsType<EmployeeRow> = [
    {
      key: 'realName',
      title: t('groupOrg.fields.realName'),
      render: (_, r) => (
        <span data-testid="employee-name">
          {r.realName} {r.isAdmin ? <Tag color="blue">{t('groupOrg.admin')}</Tag> : null}
        </span>
      ),
    },
    { key: 'phone', title: t('groupOrg.fields.phone'), dataIndex: 'phone' },
    { key: 'department', title: t('groupOrg.fields.department'), render: (_, r) => r.departmentName ?? t('kit.empty'), responsive: ['sm'] },
    { key: 'jobTitle', title: t('groupOrg.fields.jobTitle'), render: (_, r) => r.jobTitle || t('kit.empty'), responsive: ['md'] },
    {
      key: 'roles',
      title: t('groupOrg.fields.roles'),
      render: (_, r) => joinList(r.roles.map((x) => x.name)) || t('kit.empty'),
      responsive: ['lg'],
    },
    {
      key: 'scope',
      title: t('groupOrg.fields.scope'),
      render: (_, r) => (r.allRange ? t('groupOrg.scope.all') : t('groupOrg.scope.count', { count: r.schoolCount })),
      responsive: ['md'],
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('groupOrg.fields.actions'),
            render: (_: unknown, r: EmployeeRow) =>
              r.status === 1 && (
                <RowActions>
                  <Button type="link" size="small" data-testid="row-edit" onClick={() => navigate(staffEditPath(r.id))}>
                    {t('kit.actions.edit')}
                  </Button>
                  {r.id !== self && (
                    <Button type="link" size="small" danger data-testid="row-leave" onClick={() => leave(r)}>
                      {t('groupOrg.leave')}
                    </Button>
                  )}
                </RowActions>
              ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="employee-panel">
      <SearchForm
        fields={fields}
        onSearch={(v) => setFilters({ keyword: v.keyword, status: v.status, departmentId: departmentId ?? undefined })}
        loading={list.loading}
      />
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="employee-add"
          onClick={() => navigate(staffEditPath())}
          style={{ marginBottom: 12 }}
        >
          {t('groupOrg.addEmployee')}
        </Button>
      )}
      <PagedTable<EmployeeRow> list={list} columns={columns} testId="group-organization-table" rowKey="id" />
    </div>
  );
}
