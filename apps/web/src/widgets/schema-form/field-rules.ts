import { isPhone } from '@kg/shared';
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { hasImage, type IncomingImage } from '../upload/types.ts';
import type { Entry, FieldComponent, FormField } from './types.ts';

/** Text fields ask 请填写…, the others 请选择… (domain §5). */
const TYPED: FieldComponent[] = ['input', 'number', 'phone'];

export function requiredMessage(field: Pick<FormField, 'component' | 'label'>, t: TFunction): string {
  if (field.component === 'phone') return t('widgets.phone.empty');
  return t(TYPED.includes(field.component) ? 'widgets.form.fill' : 'widgets.form.choose', { label: field.label });
}

/** Whether a value counts as not filled in for a field type. */
export function isBlank(value: unknown, component: FieldComponent): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (component === 'image') return !hasImage(value as IncomingImage);
  return false;
}

export const isRequired = (field: FormField) => Boolean(field.rules?.some((r) => r.required));

const fail = (message: string) => Promise.reject(new Error(message));

/**
 * antd rules of a field. Required is checked by type (an image with id '0' is no image);
 * custom validators receive the entry the field belongs to; phones must be valid numbers,
 * except a saved record's locked phone: it arrives masked and changes only through the dialog.
 */
export function buildRules(field: FormField, t: TFunction, getEntry: () => Entry, phoneLocked = false): Rule[] {
  const rules: Rule[] = [];
  for (const r of field.rules ?? []) {
    if (r.required && field.component !== 'switch') {
      const message = r.message ?? requiredMessage(field, t);
      rules.push({ required: true, validator: (_, v) => (isBlank(v, field.component) ? fail(message) : Promise.resolve()) });
    }
    if (r.pattern) rules.push({ pattern: r.pattern, message: r.message });
    if (r.max !== undefined) rules.push({ max: r.max, message: r.message });
    if (r.validator) {
      const check = r.validator;
      rules.push({
        validator: async (_, v) => {
          const problem = await check(v, getEntry());
          if (problem) throw new Error(problem);
        },
      });
    }
  }
  if (field.component === 'phone' && !phoneLocked) {
    rules.push({ validator: (_, v) => (isBlank(v, 'phone') || isPhone(v) ? Promise.resolve() : fail(t('widgets.phone.invalid'))) });
  }
  return rules;
}
