import { useTranslation } from 'react-i18next';
import { PlanForm } from './plan-form.tsx';

/** /health/fitness/examinationPlan/add */
export default function HealthExamPlanAddPage() {
  const { t } = useTranslation();
  return <PlanForm title={t('healthExams.addTitle')} testId="health-exam-plan-add" />;
}
