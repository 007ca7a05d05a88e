import { SYSTEM_CODES as C } from '@kg/shared';
import { Alert, Button, Form, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, showServerFieldError, useAfterSave, useCall, validated } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { ProfileFields, type ProfileValues, profileBody, profileValues } from './profile-form.tsx';
import { PROFILE_ENDPOINTS as P, saveProfile } from './school-api.ts';

/** The school's profile: its name and logo are what the header, titles, exports and regulators show. */
export default function SystemGardenPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const mayEdit = usePermission([C.schoolInfoUpdate]);
  const profile = useCall('detail', P.info, {});
  const [form] = Form.useForm<ProfileValues>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const v = await validated<ProfileValues>(form);
    if (!v) return;
    setBusy(true);
    try {
      await saveProfile(profileBody(v));
      await afterSave({ text: t('school.profile.saved') });
    } catch (e) {
      showServerFieldError(form, e, { rename: { logoId: 'logo', photoIds: 'photos' } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title={t('school.profile.title')} testId="system-garden">
      {!profile.data ? (
        <Spin />
      ) : (
        <>
          {!mayEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('school.profile.readOnly')} />}
          <Form form={form} layout="vertical" initialValues={profileValues(profile.data)} disabled={!mayEdit}>
            <ProfileFields disabled={!mayEdit} />
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
