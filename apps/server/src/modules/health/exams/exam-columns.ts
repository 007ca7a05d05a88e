import { EXAM_CHOICE_LABELS, EXAM_ITEM_LABELS } from '@kg/shared/modules/health/exams/exam-item-labels';
import { EXAM_ITEMS, type ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import { MEASURE_POSITIONS, type MeasurePosition } from '@kg/shared/modules/health/growth/growth-vocab';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';

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

/** How stature was measured, as a workbook writes it; a cell may hold the key or either word. */
const POSITION_WORDS: Record<MeasurePosition, { zh: string; en: string }> = {
  lying: { zh: '卧位', en: 'lying' },
  standing: { zh: '立位', en: 'standing' },
};
const YES = ['是', '有', 'yes', 'y', 'true', '1'];
const NO = ['否', '无', 'no', 'n', 'false', '0'];

/** The measuring position and oedema columns; optional, so a template from before them still imports. */
export const MEASURE_COLUMNS = [
  { key: 'position', header: '测量方式(卧位/立位)', headerEn: 'Position (lying/standing)', width: 14, optional: true },
  { key: 'oedema', header: '水肿(是/否)', headerEn: 'Oedema (yes/no)', width: 10, optional: true },
] as const satisfies readonly WorkbookColumn[];

export const positionCell = (p: MeasurePosition | null, lang: 'zh' | 'en') => (p ? POSITION_WORDS[p][lang] : null);
export const oedemaCell = (o: boolean, lang: 'zh' | 'en') => (lang === 'en' ? (o ? 'yes' : 'no') : o ? '是' : '否');

/** A position cell: empty is the age's default (null); undefined when it says neither. */
export function readPosition(v: unknown): MeasurePosition | null | undefined {
  const t = String(v ?? '').trim();
  if (!t) return null;
  return MEASURE_POSITIONS.find((p) => p === t.toLowerCase() || POSITION_WORDS[p].zh === t);
}

/** An oedema cell: empty is no; undefined when it says neither yes nor no. */
export function readOedema(v: unknown): boolean | undefined {
  const t = String(v ?? '')
    .trim()
    .toLowerCase();
  if (!t || NO.includes(t)) return false;
  return YES.includes(t) ? true : undefined;
}
