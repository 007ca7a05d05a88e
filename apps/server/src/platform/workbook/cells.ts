import { TEXT_PROBLEM_MESSAGES, textProblem } from '@kg/shared/contract/text-rule';
import type { CellValue } from 'exceljs';

/** How a column's cells are read: text (IDs, phones, names), numbers, or calendar dates. */
export type CellType = 'text' | 'number' | 'integer' | 'date';

/** A cell that could not be read as its column's type: becomes a failure reason of the row. */
export interface CellProblem {
  zh: string;
  en: string;
}

type Converted = { value: string | number | null } | { problem: CellProblem };

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function validDate(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2999 || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return ymd(y, m, d);
}

/** Excel's day serial (1900 system, with its 1900-02-29 bug): day 1 is 1900-01-01. */
function fromSerial(n: number): string | null {
  if (!Number.isFinite(n) || n < 1 || n >= 2958466) return null;
  const t = new Date(Date.UTC(1899, 11, 30) + Math.floor(n) * 86_400_000);
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The plain value behind rich text, formulas, hyperlinks and shared strings. */
export function plainValue(v: CellValue): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v as string | number | boolean | Date;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('error' in v) return null;
  if ('result' in v) return plainValue((v as { result?: CellValue }).result ?? null);
  if ('text' in v) return plainValue((v as { text: CellValue }).text);
  return null;
}

const problem = (zh: string, en: string): Converted => ({ problem: { zh, en } });

function asText(v: ReturnType<typeof plainValue>): Converted {
  if (v instanceof Date) return { value: ymd(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate()) };
  if (typeof v === 'number') {
    // an 18-digit ID or long number typed as a number has already lost digits in Excel
    if (!Number.isSafeInteger(v) && Number.isInteger(v)) {
      return problem(
        '数字过长已丢失精度，请将该列设置为文本格式后重新填写',
        'the number is too long and lost digits; format the column as text and enter it again',
      );
    }
    return { value: String(v) };
  }
  if (typeof v === 'boolean') return { value: v ? 'TRUE' : 'FALSE' };
  const t = (v ?? '').replace(/\s+/g, ' ').trim();
  // the API's text rule holds for every import too: a bidi override in a name is refused, not stored
  const bad = textProblem(t);
  if (bad) return problem(TEXT_PROBLEM_MESSAGES[bad].zh, TEXT_PROBLEM_MESSAGES[bad].en);
  return { value: t === '' ? null : t };
}

function asNumber(v: ReturnType<typeof plainValue>, integer: boolean): Converted {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v.trim())) n = Number(v.trim());
  else return problem('应为数字', 'should be a number');
  if (integer && !Number.isInteger(n)) return problem('应为整数', 'should be a whole number');
  return { value: n };
}

function asDate(v: ReturnType<typeof plainValue>): Converted {
  if (v instanceof Date) return { value: ymd(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate()) };
  const bad = problem('不是有效日期，格式如 2020-09-01', 'is not a valid date such as 2020-09-01');
  if (typeof v === 'number') {
    const d = fromSerial(v);
    return d ? { value: d } : bad;
  }
  const t = String(v).trim();
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  const d = m ? validDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  return d ? { value: d } : bad;
}

/** Reads one cell as `type`; an empty cell is null whatever the type. */
export function convertCell(raw: CellValue, type: CellType): Converted {
  const v = plainValue(raw);
  if (v === null || (typeof v === 'string' && v.trim() === '')) return { value: null };
  switch (type) {
    case 'number':
      return asNumber(v, false);
    case 'integer':
      return asNumber(v, true);
    case 'date':
      return asDate(v);
    default:
      return asText(v);
  }
}
