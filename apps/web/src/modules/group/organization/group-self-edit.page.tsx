import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, useAfterSave, useEndpointForm } from '../../../kit/index.ts';
import { sessionStore } from '../../../session/session-store.ts';
import { EMPLOYEE_ENDPOINTS, fetchSelf, saveSelf } from './org-api.ts';

interface Values {
  realName: string;
  email?: string;
}

/** The signed-in employee's own name and e-mail; roles and schools stay the administrator's. */
export default function GroupSelfEditPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const f = useEndpointForm<typeof EMPLOYEE_ENDPOINTS.updateSelf, Values>(EMPLOYEE_ENDPOINTS.updateSelf);
  const form = f.form;
  const label = (k: 'realName' | 'email') => t(`groupOrg.fields.${k}`);
  const self = useQuery({ queryKey: ['detail', 'group-self'], queryFn: fetchSelf });

  useEffect(() => {
    if (self.data) form.setFieldsValue({ realName: self.data.realName, email: self.data.email ?? '' });
  }, [self.data, form]);

  const save = () =>
    f.submit(
      async (input) => {
        await saveSelf(input);
        // the header shows the name from the session
        sessionStore.update({ realName: input.realName });
        await afterSave();
      },
      (v) => ({ realName: v.realName?.trim(), email: v.email?.trim() || null, avatarUrl: self.data?.avatarUrl ?? null }),
    );

  if (self.isPending) return <Spin />;
  return (
    <PageCard title={t('groupOrg.selfTitle')} testId="group-self-edit">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }}>
        <Alert type="info" showIcon title={t('groupOrg.selfNote')} style={{ marginBottom: 16 }} />
        <Form.Item label={t('groupOrg.fields.phone')}>
          <Input value={self.data?.phone ?? ''} disabled data-testid="self-phone" />
        </Form.Item>
        <Form.Item
          name="realName"
          label={label('realName')}
          rules={f.rules('realName', label('realName'), { requiredMessage: t('groupOrg.nameRequired') })}
        >
          <Input maxLength={f.maxLength('realName')} data-testid="self-name" />
        </Form.Item>
        <Form.Item name="email" label={label('email')} rules={f.rules('email', label('email'))}>
          <Input maxLength={f.maxLength('email')} data-testid="self-email" />
        </Form.Item>
        <Button type="primary" loading={f.busy} data-testid="save" onClick={() => void save()}>
          {t('kit.actions.save')}
        </Button>
      </Form>
    </PageCard>
  );
}
