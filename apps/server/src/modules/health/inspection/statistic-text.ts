import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';

/** The words an exported workbook uses for windows and results, in the requester's language. */

const SLOTS = { zh: ['晨检', '午检', '晚检'], en: ['Morning', 'Noon', 'Afternoon'] };
const RESULTS: Record<string, [string, string]> = {
  normal: ['正常', 'Normal'],
  abnormal: ['异常', 'Abnormal'],
  fever: ['发热', 'Fever'],
  'absent-sick': ['病假', 'Sick leave'],
  'absent-other': ['事假', 'Other absence'],
};

export const slotText = (slot: number, lang: 'zh' | 'en') => SLOTS[lang][slot - 1] ?? String(slot);

/** A check's result; a reading at or over the fever line reads as fever. */
export function resultText(result: string, temperature: number | null, lang: 'zh' | 'en') {
  const key = temperature !== null && temperature >= FEVER_AT ? 'fever' : result;
  const t = RESULTS[key];
  return t ? t[lang === 'en' ? 1 : 0] : result;
}
