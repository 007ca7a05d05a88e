import { type ReferenceDataset, referenceEndpoints } from '@kg/shared/modules/platform/reference';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';

/**
 * Says plainly that a reference dataset (growth standards, food tables) is not loaded, on the pages
 * whose figures come from it: without it a blank z-score must not read as a verdict. Nothing while
 * the status is loading or when the dataset is there.
 */
export function ReferenceNotice({ dataset }: { dataset: ReferenceDataset }) {
  const { t } = useTranslation();
  const status = useCall('options', referenceEndpoints.status, {}).data;
  const missing = status?.find((d) => d.dataset === dataset)?.available === false;
  if (!missing) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message={t(`reference.${dataset}.title`)}
      description={t(`reference.${dataset}.detail`)}
      data-testid={`reference-missing-${dataset}`}
    />
  );
}
