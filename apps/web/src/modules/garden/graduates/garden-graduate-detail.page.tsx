import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdParam } from '../../../kit/index.ts';
import { ChildDetailView } from '../children/child-details.tsx';

/** /garden/base/graduate/detail?id=: one graduate's record, read-only. */
export default function GardenGraduateDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  return (
    <ChildDetailView
      id={id}
      title={t('graduates.detailTitle')}
      sections={false}
      extra={(child) => (
        <Button onClick={() => navigate(child?.clazzId ? `/garden/base/graduate/view?id=${child.clazzId}` : '/garden/base/graduate/index')}>
          {t('kit.actions.back')}
        </Button>
      )}
    />
  );
}
