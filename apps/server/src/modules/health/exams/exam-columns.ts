import { EXAM_CHOICE_LABELS, EXAM_ITEM_LABELS } from '@kg/shared/modules/health/exam-item-labels';
import { EXAM_ITEMS, type ExamItemKey } from '@kg/shared/modules/health/exam-items';
import type { WorkbookColumn } from '../../garden/index.ts';

/** A workbook column of an exam item: its label with the unit; numbers read and written as numbers. */
export function itemColumn(key: ExamItemKey): WorkbookColumn {
  const item = EXAM_ITEMS.find((i) => i.key === key)!;
  const unit = item.unit ? `(${item.unit})` : '';
  return {
    key,
    header: `${EXAM_ITEM_LABELS[key].zh}${unit}`,
    headerEn: `${EXAM_ITEM_LABELS[key].en}${unit}`,
    type: item.kind === 'number' ? 'number' : 'text',
    width: 12,
  };
}

/** A record's values as a sheet shows them: a choice as its word in the requester's language. */
export const valueCells = (values: Record<string, unknown>, lang: 'zh' | 'en') =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? (EXAM_CHOICE_LABELS[v]?.[lang] ?? v) : v]));
