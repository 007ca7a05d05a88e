import type { DataScope } from '@kg/shared/modules/system/roles';
import { DATA_SCOPES } from '@kg/shared/modules/system/roles';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, useEndpointForm, useIdParam, validated } from '../../../kit/index.ts';
import { useSession } from '../../../session/session-store.ts';
import { PermissionTreePicker } from './permission-tree-picker.tsx';
import { fetchRole, ROLE_ENDPOINTS, ROLE_LIST_PATH, saveRole } from './role-api.ts';
import './roles.css';

interface Values {
  name: string;
  description?: string;
  dataScope: DataScope;
  codes: string[];
}

/** Add a role, or edit one (?id=): name, description, data scope and its codes from the tree. */
export default function SystemRoleEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  const f = useEndpointForm<typeof ROLE_ENDPOINTS.add, Values>(ROLE_ENDPOINTS.add);
  const form = f.form;
  const label = (k: 'name' | 'description' | 'codes') => t(`roles.fields.${k}`);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ queryKey: ['detail', 'role', id], queryFn: () => fetchRole(id!), enabled: id !== null });
  const director = detail.data?.builtin === 'director';
  // a role one holds oneself is not theirs to change (the server refuses it: system-0208)
  const own = Boolean(detail.data?.heldBySelf);
  // nobody grants what they don't hold: the director holds every code, so nothing is locked for them
  const permissions = useSession()?.permissions;
  const grantable = useMemo(() => new Set(permissions ?? []), [permissions]);

  useEffect(() => {
    const d = detail.data;
    if (d) form.setFieldsValue({ name: d.name, description: d.description ?? '', dataScope: d.dataScope, codes: d.codes });
  }, [detail.data, form]);

  async function save() {
    const v = await validated<Values>(form);
    if (!v) return; // each wrong field shows why
    setBusy(true);
    try {
      const description = v.description?.trim() ? v.description.trim() : null;
      await saveRole({ name: v.name.trim(), description, dataScope: v.dataScope, codes: v.codes }, id);
      await afterSave({ to: ROLE_LIST_PATH });
    } catch (e) {
      showServerFieldError(form, e, { known: ['name', 'description', 'dataScope', 'codes'] });
    } finally {
      setBusy(false);
    }
  }

  if (id !== null && detail.isPending) return <Spin />;
  return (
    <PageCard title={t(id ? 'roles.editTitle' : 'roles.addTitle')} testId="system-role-edit">
      {own && <Alert type="warning" showIcon title={t('roles.heldBySelf')} className="role-note" data-testid="role-held-by-self" />}
      <Form<Values> form={form} layout="vertical" initialValues={{ dataScope: 'classes', codes: [] }} className="role-form" disabled={own}>
        <Form.Item name="name" label={label('name')} rules={f.rules('name', label('name'), { requiredMessage: t('roles.nameRequired') })}>
          <Input maxLength={f.maxLength('name')} data-testid="role-name-input" />
        </Form.Item>
        <Form.Item name="description" label={label('description')} rules={f.rules('description', label('description'))}>
          <Input.TextArea rows={2} maxLength={f.maxLength('description')} data-testid="role-description-input" />
        </Form.Item>
        <Form.Item name="dataScope" label={t('roles.fields.dataScope')} extra={t('roles.scopeHelp')}>
          <Radio.Group disabled={director} options={DATA_SCOPES.map((s) => ({ value: s, label: t(`roles.scope.${s}`) }))} />
        </Form.Item>
        {director && <Alert type="info" showIcon message={t('roles.directorKeepsAll')} className="role-note" />}
        <Form.Item
          name="codes"
          label={label('codes')}
          rules={f.rules('codes', label('codes'), { requiredMessage: t('roles.codesRequired') })}
        >
          <PermissionTreePicker disabled={director || own} grantable={grantable} />
        </Form.Item>
        <Space wrap>
          {!own && (
            <Button type="primary" loading={busy} data-testid="save" onClick={() => void save().catch(() => {})}>
              {t('kit.actions.save')}
            </Button>
          )}
          <Button data-testid="back" disabled={false} onClick={() => navigate(ROLE_LIST_PATH)}>
            {t('kit.actions.back')}
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}
