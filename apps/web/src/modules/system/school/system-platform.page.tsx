import { SYSTEM_CODES as C } from '@kg/shared';
import { Alert, Button, Form, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, showServerFieldError, useAfterSave, useCall, validated } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SETTINGS_ENDPOINTS as S, type SettingsBody, saveSettings } from './school-api.ts';
import { SettingsFields } from './settings-form.tsx';

/** School-wide settings later modules read: the school day, check windows, modules switched on, language, SMS signature. */
export default function SystemPlatformPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const mayEdit = usePermission([C.platformSettingsUpdate]);
  const settings = useCall('detail', S.settings, {});
  const [form] = Form.useForm<SettingsBody>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const v = await validated<SettingsBody>(form);
    if (!v) return;
    setBusy(true);
    try {
      await saveSettings({ ...v, smsSignature: v.smsSignature || null });
      await afterSave({ text: t('school.settings.saved') });
    } catch (e) {
      showServerFieldError(form, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title={t('school.settings.title')} testId="system-platform">
      {!settings.data ? (
        <Spin />
      ) : (
        <>
          {!mayEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('school.settings.readOnly')} />}
          <Form form={form} layout="vertical" initialValues={settings.data} disabled={!mayEdit}>
            <SettingsFields />
          </Form>
          {mayEdit && (
            <Button type="primary" data-testid="save" loading={busy} onClick={save}>
              {t('kit.actions.save')}
            </Button>
          )}
        </>
      )}
    </PageCard>
  );
}
