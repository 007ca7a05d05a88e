import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PrintArea, useIdParam } from '../../../kit/index.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { ChildPicker } from './child-picker.tsx';
import { ChildReportView } from './child-report-view.tsx';
import { ClassReportView } from './class-report-view.tsx';
import { GS, usePlans } from './growth-stats-api.ts';
import { PlanClassPicker } from './plan-class-picker.tsx';

/** /health/reports/physical: a class's report for a plan and each child's report (?studentId= opens one), printable on A4. */
export default function HealthPhysicalReportPage() {
  const { t } = useTranslation();
  const { plans, loading } = usePlans();
  const linked = useIdParam('studentId');
  const [tab, setTab] = useState<'clazz' | 'child'>(linked ? 'child' : 'clazz');
  const [studentId, setStudentId] = useState<number | null>(linked);
  const [picked, setPicked] = useState<{ planId?: number; clazzId?: number }>({});
  const planId = picked.planId ?? plans[0]?.id;
  const plan = plans.find((p) => p.id === planId);
  const clazzId = picked.clazzId ?? plan?.classes[0]?.id;

  const print = (
    <Button key="print" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
      {t('healthGrowthStats.actions.print')}
    </Button>
  );
  const classTab =
    !loading && !planId ? (
      <Empty description={t('healthGrowthStats.noPlan')} />
    ) : (
      <>
        <PlanClassPicker
          plans={plans}
          planId={planId}
          clazzId={clazzId}
          onPlan={(id) => setPicked({ planId: id })}
          onClass={(id) => setPicked({ planId, clazzId: id })}
        />
        {planId && clazzId ? (
          <ClassReportView
            planId={planId}
            clazzId={clazzId}
            onChild={(c) => {
              setStudentId(c.studentId);
              setTab('child');
            }}
          />
        ) : (
          <Empty description={t('healthGrowthStats.pickClass')} />
        )}
      </>
    );
  return (
    <PageCard
      title={t('healthGrowthStats.reportTitle')}
      testId="health-physical-report"
      extra={[
        tab === 'clazz' && planId && clazzId && <ExportButton key="export" url={GS.classReportExport.path} filters={{ planId, clazzId }} />,
        print,
      ]}
    >
      <ReferenceNotice dataset="growth" />
      <PrintArea>
        <h2 className="kg-print-title">{t('healthGrowthStats.reportTitle')}</h2>
        <Tabs
          className="kg-no-print"
          activeKey={tab}
          onChange={(k) => setTab(k as 'clazz' | 'child')}
          items={[
            { key: 'clazz', label: t('healthGrowthStats.tabs.clazz') },
            { key: 'child', label: t('healthGrowthStats.tabs.child') },
          ]}
        />
        {tab === 'clazz' ? (
          classTab
        ) : (
          <>
            {planId && clazzId ? (
              <Space wrap className="kg-no-print" style={{ marginBottom: 12 }}>
                <PlanClassPicker
                  plans={plans}
                  planId={planId}
                  clazzId={clazzId}
                  onPlan={(id) => setPicked({ planId: id })}
                  onClass={(id) => setPicked({ planId, clazzId: id })}
                />
                <ChildPicker planId={planId} clazzId={clazzId} studentId={studentId} onPick={setStudentId} />
              </Space>
            ) : null}
            {studentId ? <ChildReportView studentId={studentId} /> : <Empty description={t('healthGrowthStats.pickChild')} />}
          </>
        )}
      </PrintArea>
    </PageCard>
  );
}
