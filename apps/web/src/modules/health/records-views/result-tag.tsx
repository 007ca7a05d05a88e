import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  normal: 'green',
  abnormal: 'orange',
  fever: 'red',
  'absent-sick': 'default',
  'absent-other': 'default',
};

/** A check's result; a reading at or over the fever line shows as fever. */
export function ResultTag({ result, temperature }: { result: string; temperature: number | null }) {
  const { t } = useTranslation();
  const key = temperature !== null && temperature >= FEVER_AT ? 'fever' : result;
  return <Tag color={COLOURS[key]}>{t(`healthRecords.results.${key}`)}</Tag>;
}

/** Findings as "item: finding" joined. */
export const findingText = (f: readonly { itemName: string; finding: string }[]) => f.map((x) => `${x.itemName}: ${x.finding}`).join('; ');
