import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../kit/index.ts';
import { ClassDayView } from './class-day-view.tsx';
import { useGraduateClass } from './graduate-class.ts';

/** /garden/base/graduate/view4?id=: a graduated class's checks of one day (it opens on the graduation day). */
export default function GardenGraduateDayChecksPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const fixed = useGraduateClass('healthRecords.graduate.dayTitle');
  if (id === null) return <Result status="warning" title={t('graduates.notFound')} />;
  return fixed ? <ClassDayView key={fixed.id} fixed={fixed} testId="garden-graduate-day-checks" /> : <Spin />;
}
