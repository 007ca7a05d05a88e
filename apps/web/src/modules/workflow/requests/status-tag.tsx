import type { RequestStatus } from '@kg/shared/modules/workflow/workflow-schemas';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RequestStatus, string> = {
  waiting: 'processing',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  withdrawn: 'default',
};

/** A request's status as a coloured badge. */
export function StatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="request-status">
      {t(`workflow.status.${status}`)}
    </Tag>
  );
}
