import { ORG_LIMITS } from '@kg/shared/modules/group/org-schemas';
import { groupRoleEndpoints } from '@kg/shared/modules/group/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, useCall, useIdParam } from '../../../kit/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';
import {
  DEPARTMENT_ENDPOINTS,
  departmentOptions,
  EMPLOYEE_ENDPOINTS,
  fetchEmployee,
  nestDepartments,
  ORGANIZATION_PATH,
  saveEmployee,
} from './org-api.ts';

interface Values {
  realName: string;
  phone: string;
  departmentId?: number | null;
  jobTitle?: string;
  roleIds: number[];
  allRange: boolean;
  schoolIds: number[];
  linkCode?: string;
}

const PHONE = /^1[3-9]\d{9}$/;

/** Add an employee (a new mobile gets an account and a text) or edit one (?id=): department, roles, schools reached. */
export default function GroupStaffEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const allRange = Form.useWatch('allRange', form);
  const detail = useQuery({ queryKey: ['detail', 'group-employee', id], queryFn: () => fetchEmployee(id!), enabled: id !== null });
  const tree = useCall('list', DEPARTMENT_ENDPOINTS.tree, { parentId: 0 });
  const schools = useCall('options', EMPLOYEE_ENDPOINTS.schools, {});
  const roles = useCall('options', groupRoleEndpoints.options, {});
  const departments = useMemo(() => departmentOptions(nestDepartments(tree.data ?? [])), [tree.data]);

  useEffect(() => {
    const d = detail.data;
    if (d) form.setFieldsValue({ ...d, jobTitle: d.jobTitle ?? '' });
  }, [detail.data, form]);

  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const input = {
        realName: v.realName.trim(),
        phone: v.phone,
        departmentId: v.departmentId ?? null,
        jobTitle: v.jobTitle?.trim() || null,
        roleIds: v.roleIds,
        allRange: v.allRange,
        schoolIds: v.allRange ? [] : v.schoolIds,
        ...(id === null && v.linkCode ? { linkCode: v.linkCode.trim() } : {}),
      };
      await saveEmployee(input, id);
      await afterSave({ to: ORGANIZATION_PATH });
    } catch (e) {
      showServerFieldError(form, e, {
        known: ['realName', 'phone', 'linkCode', 'departmentId', 'jobTitle', 'roleIds', 'allRange', 'schoolIds'],
      });
    } finally {
      setBusy(false);
    }
  }

  if (id !== null && detail.isPending) return <Spin />;
  const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <PageCard title={t(id ? 'groupOrg.editEmployee' : 'groupOrg.addEmployee')} testId="group-staff-edit">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ roleIds: [], allRange: false, schoolIds: [] }}>
        <Form.Item
          name="realName"
          label={t('groupOrg.fields.realName')}
          rules={[{ required: true, whitespace: true, message: t('groupOrg.nameRequired') }]}
        >
          <Input maxLength={ORG_LIMITS.realName} data-testid="staff-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('groupOrg.fields.phone')}
          extra={id ? t('groupOrg.phoneFixed') : t('groupOrg.newAccountNote')}
          rules={[{ required: true, pattern: PHONE, message: t('groupOrg.phoneRequired') }]}
        >
          <Input maxLength={11} inputMode="numeric" disabled={id !== null} data-testid="staff-phone" />
        </Form.Item>
        {id === null && <LinkCodeField phoneName="phone" name="linkCode" />}
        <Form.Item name="departmentId" label={t('groupOrg.fields.department')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={departments} data-testid="staff-department" />
        </Form.Item>
        <Form.Item name="jobTitle" label={t('groupOrg.fields.jobTitle')}>
          <Input maxLength={ORG_LIMITS.jobTitle} data-testid="staff-job" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('groupOrg.fields.roles')}>
          <Select mode="multiple" options={options(roles.data)} optionFilterProp="label" data-testid="staff-roles" />
        </Form.Item>
        <Form.Item name="allRange" label={t('groupOrg.fields.scope')}>
          <Radio.Group
            data-testid="staff-scope"
            options={[
              { value: true, label: t('groupOrg.scope.all') },
              { value: false, label: t('groupOrg.scope.listed') },
            ]}
          />
        </Form.Item>
        {allRange === false && (
          <Form.Item
            name="schoolIds"
            label={t('groupOrg.fields.schools')}
            rules={[{ required: true, type: 'array', min: 1, message: t('groupOrg.schoolsRequired') }]}
          >
            <Select mode="multiple" options={options(schools.data)} optionFilterProp="label" data-testid="staff-schools" />
          </Form.Item>
        )}
        {detail.data?.isAdmin && <Alert type="info" showIcon title={t('groupOrg.adminNote')} style={{ marginBottom: 16 }} />}
        <Space wrap>
          <Button type="primary" loading={busy} data-testid="save" onClick={() => void save().catch(() => {})}>
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
