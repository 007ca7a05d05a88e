import { useRouteTitle } from '../../../kit/index.ts';
import { PlanForm } from './plan-form.tsx';

/** /health/fitness/examinationPlan/add */
export default function HealthExamPlanAddPage() {
  return <PlanForm title={useRouteTitle()} testId="health-exam-plan-add" />;
}
