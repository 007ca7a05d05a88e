import { groupRoleEndpoints } from '@kg/shared/modules/group/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useAfterSave, useCall, useEndpointForm, useIdParam } from '../../../kit/index.ts';
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

/** Add an employee (a new mobile gets an account and a text) or edit one (?id=): department, roles, schools reached. */
export default function GroupStaffEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  // the add call's input holds every field the form shows (an edit sends the same, the phone fixed)
  const f = useEndpointForm<typeof EMPLOYEE_ENDPOINTS.add, Values>(EMPLOYEE_ENDPOINTS.add, {
    format: { phone: t('groupOrg.phoneRequired'), schoolIds: t('groupOrg.schoolsRequired') },
  });
  const form = f.form;
  const label = (k: 'realName' | 'phone' | 'jobTitle' | 'roles' | 'schools') => t(`groupOrg.fields.${k}`);
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

  const save = () =>
    f.submit(
      async (input) => {
        await saveEmployee(input, id);
        await afterSave({ to: ORGANIZATION_PATH });
      },
      (v) => ({
        realName: v.realName?.trim(),
        phone: v.phone,
        departmentId: v.departmentId ?? null,
        jobTitle: v.jobTitle?.trim() || null,
        roleIds: v.roleIds,
        allRange: v.allRange,
        schoolIds: v.allRange ? [] : v.schoolIds,
        ...(id === null && v.linkCode ? { linkCode: v.linkCode.trim() } : {}),
      }),
    );

  if (id !== null && detail.isPending) return <Spin />;
  const options = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <PageCard title={t(id ? 'groupOrg.editEmployee' : 'groupOrg.addEmployee')} testId="group-staff-edit">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ roleIds: [], allRange: false, schoolIds: [] }}>
        <Form.Item
          name="realName"
          label={label('realName')}
          rules={f.rules('realName', label('realName'), { requiredMessage: t('groupOrg.nameRequired') })}
        >
          <Input maxLength={f.maxLength('realName')} data-testid="staff-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={label('phone')}
          extra={id ? t('groupOrg.phoneFixed') : t('groupOrg.newAccountNote')}
          rules={f.rules('phone', label('phone'), { requiredMessage: t('groupOrg.phoneRequired') })}
        >
          <Input maxLength={11} inputMode="numeric" disabled={id !== null} data-testid="staff-phone" />
        </Form.Item>
        {id === null && <LinkCodeField phoneName="phone" name="linkCode" />}
        <Form.Item name="departmentId" label={t('groupOrg.fields.department')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={departments} data-testid="staff-department" />
        </Form.Item>
        <Form.Item name="jobTitle" label={label('jobTitle')} rules={f.rules('jobTitle', label('jobTitle'))}>
          <Input maxLength={f.maxLength('jobTitle')} data-testid="staff-job" />
        </Form.Item>
        <Form.Item name="roleIds" label={label('roles')} rules={f.rules('roleIds', label('roles'))}>
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
          // listed schools need one: the add call's input checks that across fields, before sending
          <Form.Item name="schoolIds" label={label('schools')} rules={f.rules('schoolIds', label('schools'))}>
            <Select mode="multiple" options={options(schools.data)} optionFilterProp="label" data-testid="staff-schools" />
          </Form.Item>
        )}
        {detail.data?.isAdmin && <Alert type="info" showIcon title={t('groupOrg.adminNote')} style={{ marginBottom: 16 }} />}
        <Space wrap>
          <Button type="primary" loading={f.busy} data-testid="save" onClick={() => void save()}>
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
