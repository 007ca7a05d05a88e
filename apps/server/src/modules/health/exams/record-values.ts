import { EXAM_CHOICE_LABELS, EXAM_ITEM_LABELS } from '@kg/shared/modules/health/exams/exam-item-labels';
import { EXAM_ITEMS, type ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';

export type ItemValue = number | string | null;

/** A record's values as its columns hold them: the growth items have their own, the rest live in extra. */
export interface RecordColumns {
  heightCm: number | null;
  weightKg: number | null;
  headCm: number | null;
  extra: Record<string, number | string>;
}

/** Why one value was refused, in both languages, with the item it concerns. */
export interface ValueProblem {
  key: string;
  code: 'health-0609' | 'health-0610';
  zh: string;
  en: string;
}

const ITEM = new Map<string, (typeof EXAM_ITEMS)[number]>(EXAM_ITEMS.map((i) => [i.key, i]));

/** A choice as typed in a workbook may be its key or its zh/en word. */
function choiceKey(choices: readonly string[], v: string): string | null {
  const t = v.trim().toLowerCase();
  return choices.find((c) => c === t || EXAM_CHOICE_LABELS[c]?.zh === v.trim() || EXAM_CHOICE_LABELS[c]?.en.toLowerCase() === t) ?? null;
}

function checkOne(key: string, v: ItemValue): { value: number | string | null; problem?: Omit<ValueProblem, 'key' | 'code'> } {
  const item = ITEM.get(key)!;
  const label = EXAM_ITEM_LABELS[key as ExamItemKey];
  if (v === null || v === '') return { value: null };
  if (item.kind === 'choice') {
    const c = typeof v === 'string' ? choiceKey(item.choices, v) : null;
    if (c) return { value: c };
    const words = item.choices.map((x) => EXAM_CHOICE_LABELS[x]);
    return {
      value: null,
      problem: {
        zh: `${label.zh}应为${words.map((w) => w.zh).join('或')}`,
        en: `${label.en} must be ${words.map((w) => w.en).join(' or ')}`,
      },
    };
  }
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  if (!Number.isFinite(n) || n < item.min || n > item.max) {
    return {
      value: null,
      problem: {
        zh: `${label.zh}应在${item.min}~${item.max}${item.unit}之间`,
        en: `${label.en} must be between ${item.min} and ${item.max} ${item.unit}`.trim(),
      },
    };
  }
  // stored at the item's precision: a scale reading 15.234 kg is 15.23
  const f = 10 ** item.decimals;
  return { value: Math.round(n * f) / f };
}

/**
 * Checks a child's values against the plan's items and each item's range. Every item of the plan
 * is the child's complete record: an item not given is empty. An item outside the plan is refused.
 */
export function checkValues(planItems: readonly string[], values: Record<string, ItemValue | undefined>) {
  const problems: ValueProblem[] = [];
  const cols: RecordColumns = { heightCm: null, weightKg: null, headCm: null, extra: {} };
  for (const key of Object.keys(values)) {
    if (values[key] !== undefined && values[key] !== null && !planItems.includes(key)) {
      const label = EXAM_ITEM_LABELS[key as ExamItemKey] ?? { zh: key, en: key };
      problems.push({ key, code: 'health-0609', zh: `${label.zh}不在计划中`, en: `${label.en} is not part of this plan` });
    }
  }
  for (const key of planItems) {
    const { value, problem } = checkOne(key, values[key] ?? null);
    if (problem) problems.push({ key, code: 'health-0610', ...problem });
    else if (value === null) continue;
    else if (key === 'height') cols.heightCm = value as number;
    else if (key === 'weight') cols.weightKg = value as number;
    else if (key === 'head') cols.headCm = value as number;
    else cols.extra[key] = value;
  }
  const empty = cols.heightCm === null && cols.weightKg === null && cols.headCm === null && Object.keys(cols.extra).length === 0;
  return { problems, cols, empty };
}
