import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HealthCodeColor } from './health-codes-api.ts';

const TAG_COLORS: Record<HealthCodeColor, string> = { green: 'success', yellow: 'warning', red: 'error' };

/** A person's code of the day as a coloured tag; none: not checked. */
export function ColorTag({ color }: { color: HealthCodeColor | null }) {
  const { t } = useTranslation();
  if (!color) return <Tag data-testid="code-none">{t('attendanceHealthCodes.colors.none')}</Tag>;
  return (
    <Tag color={TAG_COLORS[color]} data-testid={`code-${color}`}>
      {t(`attendanceHealthCodes.colors.${color}`)}
    </Tag>
  );
}
