import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { degrees, isFever } from './fever.ts';

/** A reading, flagged red with "fever" at or over the fever line. */
export function TemperatureValue({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return <span>{t('kit.empty')}</span>;
  return isFever(value) ? (
    <Tag color="red" data-testid="fever">
      {degrees(value)} {t('healthTemperature.fever')}
    </Tag>
  ) : (
    <span>{degrees(value)}</span>
  );
}
