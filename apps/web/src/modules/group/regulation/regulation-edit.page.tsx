import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall, useIdParam } from '../../../kit/index.ts';
import { REGULATION_ENDPOINTS as E } from './regulation-api.ts';
import { UnitForm } from './unit-form.tsx';

/** /group/organizational/regulation/edit?id=: one of the authority's units. */
export default function RegulationEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const unit = useCall('detail', E.unit, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || unit.isError) return <Empty />;
  const { disabled: _d, id: _id, ...values } = unit.data ?? { disabled: false, id: 0 };
  return (
    <UnitForm id={id} title={t('regulationConsole.units.edit')} testId="regulation-edit" initialValues={unit.data ? values : undefined} />
  );
}
