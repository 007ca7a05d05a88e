import { GARDEN_CODES as G } from '@kg/shared';
import { StudentStatus } from '@kg/shared/modules/garden/children';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { RecordHistoryButton } from '../../platform/index.ts';
import { ChildDetailView } from './child-details.tsx';

/** /garden/student/info?id=: a child's record with class and guardians, read-only. */
export default function GardenStudentInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const canEdit = usePermission([G.studentUpdate]);
  return (
    <ChildDetailView
      id={id}
      title={t('children.infoTitle')}
      extra={(child) => (
        <>
          {canEdit && child?.status === StudentStatus.inSchool ? (
            <Button type="primary" onClick={() => navigate(`/garden/student/edit?id=${child.id}`)} data-testid="edit">
              {t('kit.actions.edit')}
            </Button>
          ) : null}
          {child && <RecordHistoryButton table="students" recordId={child.id} />}
          <Button onClick={() => navigate('/garden/student/index')}>{t('kit.actions.back')}</Button>
        </>
      )}
    />
  );
}
