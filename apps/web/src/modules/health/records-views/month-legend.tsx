import { MONTH_MARKS, NO_MARK } from '@kg/shared/modules/health/inspection/statistic-shapes';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the month cells' marks mean. */
export function MonthLegend() {
  const { t } = useTranslation();
  const marks = [...Object.entries(MONTH_MARKS), ['none', NO_MARK]] as [string, string][];
  return (
    <Space wrap size={[12, 4]} style={{ marginBottom: 12 }} data-testid="month-legend">
      <Typography.Text type="secondary">{t('healthRecords.month.legend')}</Typography.Text>
      {marks.map(([key, mark]) => (
        <span key={key}>
          <b style={{ fontFamily: 'monospace' }}>{mark}</b> {t(`healthRecords.results.${key}`)}
        </span>
      ))}
    </Space>
  );
}
