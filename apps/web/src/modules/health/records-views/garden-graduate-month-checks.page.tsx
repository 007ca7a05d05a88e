import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../kit/index.ts';
import { ClassMonthView } from './class-month-view.tsx';
import { useGraduateClass } from './graduate-class.ts';

/** /garden/base/graduate/view6?id=: a graduated class's monthly checks (it opens on the month it graduated). */
export default function GardenGraduateMonthChecksPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const fixed = useGraduateClass('healthRecords.graduate.monthTitle');
  if (id === null) return <Result status="warning" title={t('graduates.notFound')} />;
  return fixed ? <ClassMonthView key={fixed.id} fixed={fixed} testId="garden-graduate-month-checks" /> : <Spin />;
}
