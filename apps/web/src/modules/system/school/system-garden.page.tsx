import { SYSTEM_CODES as C } from '@kg/shared';
import { useTranslation } from 'react-i18next';
import { RecordFormPage, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { ProfileFields, type ProfileValues, profileBody, profileValues } from './profile-form.tsx';
import { PROFILE_ENDPOINTS as P, saveProfile } from './school-api.ts';

/** The school's profile: its name and logo are what the header, titles, exports and regulators show. */
export default function SystemGardenPage() {
  const { t } = useTranslation();
  const mayEdit = usePermission([C.schoolInfoUpdate]);
  const profile = useCall('detail', P.info, {});
  return (
    <RecordFormPage<ProfileValues>
      title={t('school.profile.title')}
      testId="system-garden"
      initialValues={profile.data ? profileValues(profile.data) : undefined}
      mayEdit={mayEdit}
      readOnlyText={t('school.profile.readOnly')}
      savedText={t('school.profile.saved')}
      save={(v) => saveProfile(profileBody(v))}
      rename={{ logoId: 'logo', photoIds: 'photos' }}
    >
      <ProfileFields disabled={!mayEdit} />
    </RecordFormPage>
  );
}
