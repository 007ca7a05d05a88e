import { dateValue } from '@kg/shared/contract/fields';
import type { FormField, FormValues, StepCondition } from '@kg/shared/modules/workflow/workflow-schemas';
import { fieldError } from '../../core/errors.ts';

/**
 * A request's values checked against its version's form: only declared keys are kept, each
 * of its type, options and range; a failure names `form.<key>` so the page marks the field.
 */
const bad = (key: string, zh: string, en: string) => fieldError(`form.${key}`, zh, en);
const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function checkOne(f: FormField, v: unknown): unknown {
  switch (f.type) {
    case 'input':
    case 'textarea': {
      if (typeof v !== 'string') throw bad(f.key, '应为文本', 'expected text');
      const t = v.trim();
      if (t.length > (f.type === 'input' ? 100 : 1000)) throw bad(f.key, '内容过长', 'too long');
      return t;
    }
    case 'select':
    case 'radio':
      if (typeof v !== 'string' || !(f.options ?? []).includes(v)) throw bad(f.key, '不是可选的选项', 'not one of the options');
      return v;
    case 'date':
      if (!dateValue.safeParse(v).success) throw bad(f.key, '日期格式应为 YYYY-MM-DD', 'expected a date YYYY-MM-DD');
      return v;
    case 'date-range': {
      const ok = Array.isArray(v) && v.length === 2 && v.every((d) => dateValue.safeParse(d).success) && v[0] <= v[1];
      if (!ok) throw bad(f.key, '应为开始和结束日期', 'expected [start, end] dates, start not after end');
      return v;
    }
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad(f.key, '应为数字', 'expected a number');
      if (f.min !== undefined && n < f.min) throw bad(f.key, `不能小于 ${f.min}`, `must be at least ${f.min}`);
      if (f.max !== undefined && n > f.max) throw bad(f.key, `不能大于 ${f.max}`, `must be at most ${f.max}`);
      return n;
    }
    case 'image':
      if (!isId(v)) throw bad(f.key, '应为已上传图片', 'expected an uploaded image id');
      return v;
    case 'multi-image':
      if (!Array.isArray(v) || v.length > 9 || !v.every(isId) || new Set(v).size !== v.length)
        throw bad(f.key, '应为最多 9 张已上传图片', 'expected up to 9 distinct uploaded image ids');
      return v;
    case 'switch':
      if (typeof v !== 'boolean') throw bad(f.key, '应为是或否', 'expected true or false');
      return v;
  }
}

/**
 * Days counted from a date range, both ends included: calendar days for now.
 * TODO(attendance): count school days from the school calendar (weekends, public holidays) once
 * attendance lands; the project has no holiday source yet.
 */
const rangeDays = (r: [string, string]) => Math.round((Date.parse(r[1]) - Date.parse(r[0])) / 86_400_000) + 1;

/**
 * A number field counting a date range's days (daysOf) is the server's to fill: the typed value
 * is ignored and the count of the dates stored instead, so "more than 3 days" routes on the real
 * span. Answers the field's value, or undefined when the range is not given.
 */
function countedDays(f: FormField, out: FormValues): number | undefined {
  const range = out[f.daysOf as string] as [string, string] | undefined;
  if (range === undefined) return undefined;
  const n = rangeDays(range);
  if (f.max !== undefined && n > f.max)
    throw bad(f.daysOf as string, `共 ${n} 天，不能超过 ${f.max} 天`, `spans ${n} days, at most ${f.max} allowed`);
  return n;
}

export function checkValues(form: readonly FormField[], values: FormValues): FormValues {
  const out: FormValues = {};
  // ranges first: a counted field reads them whatever the order of the form
  const ordered = [...form].sort((a, b) => Number(a.daysOf !== undefined) - Number(b.daysOf !== undefined));
  for (const f of ordered) {
    if (f.daysOf !== undefined && f.type === 'number') {
      const n = countedDays(f, out);
      if (n !== undefined) {
        out[f.key] = n;
        continue;
      }
    }
    const v = values[f.key];
    if (isBlank(v) && f.type !== 'switch') {
      if (f.required) throw bad(f.key, '必填', 'is required');
      continue;
    }
    if (v === undefined && f.type === 'switch') {
      out[f.key] = false;
      continue;
    }
    out[f.key] = checkOne(f, v);
  }
  return out;
}

/** Image ids of the values (checked to be the school's uploads), by field key. */
export function imageIdsOf(form: readonly FormField[], values: FormValues): { key: string; ids: number[] }[] {
  return form
    .filter((f) => (f.type === 'image' || f.type === 'multi-image') && values[f.key] !== undefined)
    .map((f) => ({ key: f.key, ids: f.type === 'image' ? [values[f.key] as number] : (values[f.key] as number[]) }));
}

/** Whether a step's condition holds on the values; a missing value never satisfies it. */
export function conditionHolds(c: StepCondition, form: readonly FormField[], values: FormValues): boolean {
  const field = form.find((f) => f.key === c.field);
  const raw = values[c.field];
  if (!field || raw === undefined) return false;
  let left: number | string;
  // a range compares as its days ("leave over 3 days"), counted as a daysOf field counts them
  if (field.type === 'date-range') left = rangeDays(raw as [string, string]);
  else if (typeof raw === 'number') left = raw;
  else left = String(raw);
  const right = typeof left === 'number' ? Number(c.value) : String(c.value);
  if (typeof left === 'number' && !Number.isFinite(right)) return false;
  switch (c.op) {
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
  }
}

/** Up to three values, each "label: value", for the inbox lists. */
export function summaryOf(form: readonly FormField[], values: FormValues): string {
  const shown = (f: FormField) => {
    const v = values[f.key];
    if (f.type === 'date-range') return (v as string[]).join('~');
    if (f.type === 'switch') return v ? '是' : '否';
    return String(v);
  };
  return form
    .filter((f) => values[f.key] !== undefined && f.type !== 'image' && f.type !== 'multi-image')
    .slice(0, 3)
    .map((f) => `${f.label}: ${shown(f)}`)
    .join('; ')
    .slice(0, 200);
}
