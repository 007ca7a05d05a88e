import { ORG_LIMITS } from '@kg/shared/modules/group/org-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, showServerFieldError, useAfterSave } from '../../../kit/index.ts';
import { sessionStore } from '../../../session/session-store.ts';
import { fetchSelf, saveSelf } from './org-api.ts';

interface Values {
  realName: string;
  email?: string;
}

/** The signed-in employee's own name and e-mail; roles and schools stay the administrator's. */
export default function GroupSelfEditPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const self = useQuery({ queryKey: ['detail', 'group-self'], queryFn: fetchSelf });

  useEffect(() => {
    if (self.data) form.setFieldsValue({ realName: self.data.realName, email: self.data.email ?? '' });
  }, [self.data, form]);

  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const realName = v.realName.trim();
      await saveSelf({ realName, email: v.email?.trim() || null, avatarUrl: self.data?.avatarUrl ?? null });
      // the header shows the name from the session
      sessionStore.update({ realName });
      await afterSave();
    } catch (e) {
      showServerFieldError(form, e, { known: ['realName', 'email'] });
    } finally {
      setBusy(false);
    }
  }

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
          label={t('groupOrg.fields.realName')}
          rules={[{ required: true, whitespace: true, message: t('groupOrg.nameRequired') }]}
        >
          <Input maxLength={ORG_LIMITS.realName} data-testid="self-name" />
        </Form.Item>
        <Form.Item name="email" label={t('groupOrg.fields.email')} rules={[{ type: 'email', message: t('groupOrg.fields.email') }]}>
          <Input maxLength={ORG_LIMITS.email} data-testid="self-email" />
        </Form.Item>
        <Button type="primary" loading={busy} data-testid="save" onClick={() => void save().catch(() => {})}>
          {t('kit.actions.save')}
        </Button>
      </Form>
    </PageCard>
  );
}
