import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard, useIdParam } from '../../../kit/index.ts';
import { StaffForm } from './staff-form.tsx';

/** Edit a staff member: /garden/teacher/staff/edit?id= (the update code guards the route). */
export default function GardenStaffEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null)
    return (
      <PageCard title={t('staff.form.editTitle')}>
        <Result status="warning" title={t('staff.notFound')} />
      </PageCard>
    );
  // keyed: another member's form starts afresh
  return <StaffForm key={id} id={id} />;
}
