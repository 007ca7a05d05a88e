import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { Button, Empty, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, PageCard, useCall, useIdParam } from '../../../kit/index.ts';
import { ClassReportView } from './class-report-view.tsx';
import { GS, usePlans } from './growth-stats-api.ts';
import { PlanClassPicker } from './plan-class-picker.tsx';

/** /garden/base/graduate/view2?id=: a graduated class's growth — each plan that measured it: summary, prevalence and its children. */
export default function GardenGraduateGrowthPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) return <Result status="warning" title={t('graduates.notFound')} />;
  return <GraduateGrowth key={id} id={id} />;
}

function GraduateGrowth({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a caller who may not read the class's details still sees its growth, under a plain title
  const detail = useCall('detail', classTermEndpoints.graduatedDetail, { id });
  const { plans, loading } = usePlans(id);
  const [picked, setPicked] = useState<number | undefined>();
  const planId = picked ?? plans[0]?.id;
  if (loading || detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <PageCard
      title={t('healthGrowthStats.graduateTitle', { name: detail.data?.name ?? '' }).replace(/^[:\s]+/, '')}
      testId="garden-graduate-growth"
      extra={[
        planId && <ExportButton key="export" url={GS.classReportExport.path} filters={{ planId, clazzId: id }} />,
        <Button key="back" onClick={() => navigate(`/garden/base/graduate/view?id=${id}`)}>
          {t('kit.actions.back')}
        </Button>,
      ]}
    >
      {planId ? (
        <>
          <PlanClassPicker plans={plans} planId={planId} onPlan={setPicked} />
          <ClassReportView planId={planId} clazzId={id} />
        </>
      ) : (
        <Empty description={t('healthGrowthStats.noPlan')} />
      )}
    </PageCard>
  );
}
