import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The shared refinements' own messages (contract/fields.ts), told in the reader's language. */
const REFINEMENTS: Record<string, string> = {
  'emoji are not allowed': 'kit.form.emoji',
  'must not hold control, invisible or broken characters': 'kit.form.invisible',
  'expected a valid date YYYY-MM-DD': 'kit.form.date',
  'expected HH:mm': 'kit.form.time',
};

/**
 * What a person reads when the endpoint's schema refuses a field: the same check the server
 * runs, named by the field's label. `format` stands for a pattern the page explains better
 * (a phone, a student number); a check zod words for developers falls back to 'not valid'.
 */
export function issueMessage(issue: z.core.$ZodIssue, label: string, t: TFunction, format?: string): string {
  const limit = (n: unknown) => Number(n);
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const big = issue.code === 'too_big';
    const bound = limit(big ? issue.maximum : issue.minimum);
    if (issue.origin === 'string') {
      if (!big && bound <= 1) return t('kit.form.required', { label });
      return t(big ? 'kit.form.tooLong' : 'kit.form.tooShort', { label, n: bound });
    }
    if (issue.origin === 'array' || issue.origin === 'set') return t(big ? 'kit.form.tooMany' : 'kit.form.tooFew', { label, n: bound });
    return t(big ? 'kit.form.atMost' : 'kit.form.atLeast', { label, n: bound });
  }
  if (issue.code === 'invalid_format') return format ?? t('kit.form.format', { label });
  if (issue.code === 'invalid_type' && issue.expected === 'number') return t('kit.form.number', { label });
  if (issue.code === 'invalid_value') return t('kit.form.choose', { label });
  if (issue.code === 'custom' && REFINEMENTS[issue.message]) return t(REFINEMENTS[issue.message], { label });
  return format ?? t('kit.form.invalid', { label });
}
