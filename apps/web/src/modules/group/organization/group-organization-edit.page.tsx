import { Button, Form, Input, Space, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, useCall, useEndpointForm, useIdParam, validated } from '../../../kit/index.ts';
import {
  addDepartment,
  DEPARTMENT_ENDPOINTS,
  departmentOptions,
  moveDepartment,
  nestDepartments,
  ORGANIZATION_PATH,
  renameDepartment,
} from './org-api.ts';

interface Values {
  name: string;
  parentId?: number | null;
}

/** A department: add (?parentId= to start under one), or rename and move (?id=); never under its own branch. */
export default function GroupOrganizationEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  const parentParam = useIdParam('parentId');
  // add and rename take the same name
  const f = useEndpointForm<typeof DEPARTMENT_ENDPOINTS.add, Values>(DEPARTMENT_ENDPOINTS.add);
  const form = f.form;
  const nameLabel = t('groupOrg.department.name');
  const [busy, setBusy] = useState(false);
  const tree = useCall('list', DEPARTMENT_ENDPOINTS.tree, { parentId: 0 });
  const current = tree.data?.find((d) => d.id === id);
  const options = useMemo(() => departmentOptions(nestDepartments(tree.data ?? []), id ?? undefined), [tree.data, id]);

  useEffect(() => {
    if (current) form.setFieldsValue({ name: current.name, parentId: current.parentId });
    else if (id === null) form.setFieldsValue({ parentId: parentParam });
  }, [current, id, parentParam, form]);

  async function save() {
    const v = await validated<Values>(form);
    if (!v) return; // each wrong field shows why
    const parentId = v.parentId ?? null;
    setBusy(true);
    try {
      if (id === null) await addDepartment(v.name.trim(), parentId);
      else {
        if (current && v.name.trim() !== current.name) await renameDepartment(id, v.name.trim());
        if (current && parentId !== current.parentId) await moveDepartment(id, parentId);
      }
      await afterSave({ to: ORGANIZATION_PATH });
    } catch (e) {
      showServerFieldError(form, e, { known: ['name', 'parentId'] });
    } finally {
      setBusy(false);
    }
  }

  if (tree.isPending) return <Spin />;
  return (
    <PageCard title={t(id ? 'groupOrg.editDepartment' : 'groupOrg.addDepartment')} testId="group-organization-edit">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item
          name="name"
          label={nameLabel}
          rules={f.rules('name', nameLabel, { requiredMessage: t('groupOrg.department.nameRequired') })}
        >
          <Input maxLength={f.maxLength('name')} data-testid="department-name" />
        </Form.Item>
        <Form.Item name="parentId" label={t('groupOrg.department.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={options}
            placeholder={t('groupOrg.department.top')}
            data-testid="department-parent"
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" loading={busy} data-testid="save" onClick={() => void save()}>
            {t('kit.actions.save')}
          </Button>
          <Button data-testid="back" onClick={() => navigate(ORGANIZATION_PATH)}>
            {t('kit.actions.back')}
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}
