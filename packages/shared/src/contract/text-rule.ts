/**
 * Text is text: the one rule every string that enters the API passes (the server applies it to
 * every query and body string before validation, core/control-chars.ts; the field helpers of
 * fields.ts apply it too, so imports and web forms that validate with them refuse the same).
 *
 * Refused, because no person types them into a field and each changes what is stored or shown:
 * - C0 controls but tab, line feed and carriage return, DEL, and C1 controls (U+0080–009F):
 *   PostgreSQL refuses NUL outright, the others print as nothing or garble a terminal or a CSV.
 * - bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and the direction marks
 *   (U+200E, U+200F, U+061C): they reorder what is shown, so a name or "invoice‮fdp.exe" reads as
 *   something it is not.
 * - zero-width characters (U+200B–200D, U+2060) and U+FEFF: two names that look the same differ,
 *   and a search for the one never finds the other. A zero-width joiner inside an emoji sequence
 *   (👩‍💻) is part of that emoji, not hidden text, and passes where emoji pass.
 * - U+2028/U+2029: line breaks that single-line displays and script-embedded JSON do not expect.
 * - lone UTF-16 surrogates: not characters at all; PostgreSQL refuses them in jsonb (a 500).
 *
 * Stripped instead, only where a person expects it (searchText, file names): an invisible
 * character pasted with a search term is noise, so a search for "张三\u200B" searches "张三". Lone
 * surrogates and controls are never stripped silently from what is stored: they are refused.
 */

/** What is wrong with a string, for a message a person can act on. */
export type TextProblem = 'control' | 'invisible' | 'broken';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what the rule looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// the invisible ones but the zero-width joiner, and the joiner unless it sits between two pictographs
// (after an optional variation selector or skin tone): that one is part of an emoji sequence
const JOINER_IN_EMOJI = '(?<=\\p{Extended_Pictographic}(?:\\u{FE0F}|[\\u{1F3FB}-\\u{1F3FF}])?)\\u200D(?=\\p{Extended_Pictographic})';
const INVISIBLE_SOURCE = `[\\u061C\\u200B\\u200C\\u200E\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF\\u2028\\u2029]|(?!${JOINER_IN_EMOJI})\\u200D`;
const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'u');
const INVISIBLE_ALL = new RegExp(INVISIBLE_SOURCE, 'gu');
// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem of one string, or null when it is clean. */
export function textProblem(v: string): TextProblem | null {
  if (LONE_SURROGATE.test(v)) return 'broken';
  if (CONTROL.test(v)) return 'control';
  if (INVISIBLE.test(v)) return 'invisible';
  return null;
}

export const isCleanText = (v: string): boolean => textProblem(v) === null;

/** Removes the invisible characters (bidi, zero-width, BOM, separators) where stripping is expected. */
export const stripInvisible = (v: string): string => v.replace(INVISIBLE_ALL, '');

/** A message naming the problem, in both languages (the field is named beside it). */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, { zh: string; en: string }> = {
  control: { zh: '含有不可见的控制字符', en: 'holds an invisible control character' },
  invisible: {
    zh: '含有不可见的格式字符（零宽或文字方向字符）',
    en: 'holds an invisible formatting character (zero-width or text direction)',
  },
  broken: { zh: '含有无效的字符编码', en: 'holds a broken character (a lone UTF-16 surrogate)' },
};

/** Where a check of a whole input found a problem: the field's path (`a.b.0.c`) and what is wrong. */
export interface TextFinding {
  path: string;
  problem: TextProblem | 'nested';
}

/** Nesting a person's form never reaches; deeper input is refused rather than walked without end. */
export const MAX_INPUT_DEPTH = 64;

/** A string that holds a JSON object or array, as forms send lists and nested values. */
function embeddedJson(v: string): unknown {
  const t = v.trim();
  if (!(t.startsWith('{') && t.endsWith('}')) && !(t.startsWith('[') && t.endsWith(']'))) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/**
 * The first string (or object key) of `value` that breaks the rule, walking objects, arrays and
 * JSON sent inside a string (a form field holding `{"a":"\ud800"}` is parsed by the schema later,
 * so it is checked as what it becomes). `strip` names the top-level keys whose strings are
 * stripped of invisible characters instead (mutating `value`); controls and lone surrogates are
 * refused there too. Iterative: a body nested thousands deep cannot exhaust the stack.
 */
export function findTextProblem(value: unknown, strip: ReadonlySet<string> = new Set()): TextFinding | null {
  if (strip.size > 0 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    for (const k of strip) if (typeof o[k] === 'string') o[k] = stripInvisible(o[k] as string);
  }
  const stack: { v: unknown; at: string[] }[] = [{ v: value, at: [] }];
  while (stack.length > 0) {
    const { v, at } = stack.pop()!;
    if (at.length > MAX_INPUT_DEPTH) return { path: at.slice(0, MAX_INPUT_DEPTH).join('.'), problem: 'nested' };
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path: at.join('.'), problem };
      const inner = embeddedJson(v);
      if (inner !== undefined) stack.push({ v: inner, at });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const entries = Object.entries(v);
    for (const [k] of entries) {
      const problem = textProblem(k);
      if (problem) return { path: [...at, k].join('.'), problem };
    }
    // pushed in reverse so the first field is looked at first, and named first
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ v: entries[i][1], at: [...at, entries[i][0]] });
  }
  return null;
}
