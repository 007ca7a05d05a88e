import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldRule, FormField } from '../../widgets/schema-form/types.ts';
import { issueMessage } from './issue-message.ts';
import { type FieldFacts, factsOf } from './schema-facts.ts';

export type FieldPath = string | number | readonly (string | number)[];

export interface SchemaRuleOptions {
  /** Form names that the input holds under another name (e.g. { logo: 'logoId' }). */
  from?: Record<string, string>;
  /** A page's wording for a field's pattern (the student number's format), instead of 'format is not valid'. */
  format?: Record<string, string>;
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Blank, or a range with an open end ([day, null]). */
const isUnfilled = (v: unknown) => isBlank(v) || (Array.isArray(v) && v.some(isBlank));

/** Values the form holds as the wire does: other shapes (a dayjs date, an uploaded image, a region path) are mapped before sending and checked there. */
function comparable(facts: FieldFacts, v: unknown): boolean {
  if (facts.kind === 'text') return typeof v === 'string';
  if (facts.kind === 'number') return typeof v === 'number';
  return false;
}

/**
 * What the endpoint's schema says of one value, as the message a person reads, or undefined when
 * it passes. Blank is left to the required rule; a list is checked for its length only (its rows
 * carry their own fields).
 */
export function schemaProblem(facts: FieldFacts, v: unknown, label: string, t: TFunction, format?: string): string | undefined {
  if (isBlank(v)) return undefined;
  if (facts.kind === 'list' && Array.isArray(v)) {
    if (facts.min !== undefined && v.length < facts.min) return t('kit.form.tooFew', { label, n: facts.min });
    if (facts.max !== undefined && v.length > facts.max) return t('kit.form.tooMany', { label, n: facts.max });
    return undefined;
  }
  if (!comparable(facts, v)) return undefined;
  const r = facts.schema.safeParse(v);
  if (r.success) return undefined;
  const issue = r.error.issues[0];
  // a number with both bounds says both, whichever it passed
  const outside = issue.code === 'too_big' || issue.code === 'too_small';
  if (facts.kind === 'number' && outside && facts.min !== undefined && facts.max !== undefined) {
    return t('kit.form.between', { label, min: facts.min, max: facts.max });
  }
  return issueMessage(issue, label, t, format);
}

const pathOf = (p: FieldPath): (string | number)[] => (Array.isArray(p) ? [...p] : [p as string | number]);

/**
 * The rules of every field of a form, derived from one endpoint input: `rules` for an antd
 * Form.Item, `withRules` for schema-form field lists. Nothing here restates a limit the
 * schema holds, so a page and the server cannot disagree on one.
 */
export function schemaRules(input: z.ZodType, t: TFunction, opts: SchemaRuleOptions = {}) {
  const inputPath = (p: FieldPath) => {
    const path = pathOf(p);
    const renamed = opts.from?.[String(path[0])];
    return renamed ? [renamed, ...path.slice(1)] : path;
  };
  const facts = (p: FieldPath): FieldFacts | null => factsOf(input, inputPath(p));
  const formatOf = (p: FieldPath) => opts.format?.[String(pathOf(p).at(-1))];

  /**
   * An antd Form.Item's rules. Required asks 请填写… of a typed value and 请选择… of a chosen one
   * (a list, a day, or what the page says it picks: a select's number, a range), domain §5. It is
   * checked on any value the control holds (text, number, list, a dayjs day or range), not as text.
   */
  function rules(p: FieldPath, label: string, o: { requiredMessage?: string; picked?: boolean } = {}): FormRule[] {
    const f = facts(p);
    if (!f) return [];
    const out: FormRule[] = [];
    if (f.required) {
      const typed = (f.kind === 'text' && !f.date) || f.kind === 'number';
      const message = o.requiredMessage ?? t(typed && !o.picked ? 'kit.form.required' : 'kit.form.choose', { label });
      // a validator, not antd's own required check, which reads a rule with other keys as a string's
      out.push({
        required: true,
        validator: async (_, v) => {
          if (isUnfilled(v)) throw new Error(message);
        },
      });
    }
    out.push({
      validator: async (_, v) => {
        const problem = schemaProblem(f, v, label, t, formatOf(p));
        if (problem) throw new Error(problem);
      },
    });
    return out;
  }

  /** The longest text the input takes, for an input's maxLength. */
  const maxLength = (p: FieldPath) => {
    const f = facts(p);
    return f?.kind === 'text' ? f.max : undefined;
  };

  /**
   * Schema-form fields with the input's rules added: required, the text's maxLength and the
   * schema's own check. A page's rules stay beside them for what the input cannot know (a check
   * across fields, a date not in the future). Phones and identity numbers arrive masked, so their
   * own widgets check them.
   */
  function withRules(fields: FormField[], prefix: readonly (string | number)[] = []): FormField[] {
    return fields.map((field) => {
      const path = [...prefix, field.key];
      const f = facts(path);
      if (!f) return field;
      const own = field.rules ?? [];
      const derived: FieldRule[] = [];
      if (f.required && !own.some((r) => r.required)) derived.push({ required: true });
      if (field.component !== 'phone' && !field.idCard) {
        derived.push({ validator: (v) => schemaProblem(f, v, field.label, t, formatOf(path)) });
      }
      const max = field.component === 'input' && f.kind === 'text' ? f.max : undefined;
      return { ...field, maxLength: field.maxLength ?? max, rules: [...derived, ...own] };
    });
  }

  return { facts, rules, maxLength, withRules };
}
