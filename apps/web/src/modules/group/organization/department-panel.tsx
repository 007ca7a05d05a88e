import { PlusOutlined } from '@ant-design/icons';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { App, Button, Card, Empty, Space, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { DEPARTMENT_ENDPOINTS, deleteDepartment, departmentEditPath, nestDepartments } from './org-api.ts';

export interface DepartmentPanelProps {
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** The departments tree: choosing one filters the employees; the organisation code adds, edits and deletes. */
export function DepartmentPanel({ selected, onSelect }: DepartmentPanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([G.organizationManage]);
  const tree = useCall('list', DEPARTMENT_ENDPOINTS.tree, { parentId: 0 });
  const nested = useMemo(() => nestDepartments(tree.data ?? []), [tree.data]);
  const current = tree.data?.find((d) => d.id === selected);

  const remove = () => {
    if (!current) return;
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: current.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteDepartment(current.id);
          onSelect(null);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer said why (sub-departments or employees)
        }
      },
    });
  };

  return (
    <Card
      size="small"
      title={t('groupOrg.departments')}
      data-testid="department-panel"
      extra={
        canEdit && (
          <Button
            size="small"
            type="link"
            icon={<PlusOutlined />}
            data-testid="department-add"
            onClick={() => navigate(departmentEditPath())}
          >
            {t('groupOrg.addDepartment')}
          </Button>
        )
      }
    >
      <Button type={selected === null ? 'primary' : 'text'} size="small" block onClick={() => onSelect(null)} data-testid="department-all">
        {t('groupOrg.allDepartments')}
      </Button>
      {nested.length === 0 && !tree.isPending ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groupOrg.noDepartments')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={nested.length}
          treeData={nested}
          selectedKeys={selected === null ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : null)}
          titleRender={(n) => (
            <span data-testid={`department-${n.node.id}`}>
              {n.title} <span className="group-org-count">{n.node.employeeCount}</span>
            </span>
          )}
        />
      )}
      {canEdit && current && (
        <Space wrap size="small" className="group-org-actions">
          <Button size="small" data-testid="department-add-sub" onClick={() => navigate(departmentEditPath({ parentId: current.id }))}>
            {t('groupOrg.addSub')}
          </Button>
          <Button size="small" data-testid="department-edit" onClick={() => navigate(departmentEditPath({ id: current.id }))}>
            {t('kit.actions.edit')}
          </Button>
          <Button size="small" danger data-testid="department-delete" onClick={remove}>
            {t('kit.actions.delete')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
