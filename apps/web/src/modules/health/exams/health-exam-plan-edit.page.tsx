import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall, useIdParam, useRouteTitle } from '../../../kit/index.ts';
import { EP } from './exams-api.ts';
import { PlanForm } from './plan-form.tsx';

/** /health/fitness/examinationPlan/edit?id=: a missing or unknown id shows a result, never a spinner. */
export default function HealthExamPlanEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const title = useRouteTitle();
  const q = useCall('detail', EP.get, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || q.isError) return <Result status="404" title={t('healthExams.notFound')} data-testid="health-exam-plan-edit" />;
  if (!q.data) return <Spin />;
  return <PlanForm plan={q.data} title={title} testId="health-exam-plan-edit" />;
}
