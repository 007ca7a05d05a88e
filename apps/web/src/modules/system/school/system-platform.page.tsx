import { SYSTEM_CODES as C } from '@kg/shared';
import { useTranslation } from 'react-i18next';
import { RecordFormPage, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SETTINGS_ENDPOINTS as S, type SettingsBody, saveSettings } from './school-api.ts';
import { SettingsFields } from './settings-form.tsx';

/** School-wide settings later modules read: the school day, check windows, modules switched on, language, SMS signature. */
export default function SystemPlatformPage() {
  const { t } = useTranslation();
  const mayEdit = usePermission([C.platformSettingsUpdate]);
  const settings = useCall('detail', S.settings, {});
  return (
    <RecordFormPage<SettingsBody>
      title={t('school.settings.title')}
      testId="system-platform"
      initialValues={settings.data}
      mayEdit={mayEdit}
      readOnlyText={t('school.settings.readOnly')}
      savedText={t('school.settings.saved')}
      save={(v) => saveSettings({ ...v, smsSignature: v.smsSignature || null })}
    >
      <SettingsFields />
    </RecordFormPage>
  );
}
