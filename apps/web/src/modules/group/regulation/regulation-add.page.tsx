import { useTranslation } from 'react-i18next';
import { UnitForm } from './unit-form.tsx';

/** /group/organizational/regulation/add: a new unit under the authority. */
export default function RegulationAddPage() {
  const { t } = useTranslation();
  return <UnitForm title={t('regulationConsole.units.add')} testId="regulation-add" initialValues={{}} />;
}
