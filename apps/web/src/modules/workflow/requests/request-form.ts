import type { formField } from '@kg/shared/modules/workflow/workflow-schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  type Entry,
  emptyImage,
  type FieldRule,
  type FormField,
  hasImage,
  type ImageRecord,
  normalizeImage,
} from '../../../widgets/index.ts';

/** A form field as the server answers it. */
export type ProcessField = z.input<typeof formField>;

/** The end date of a date range sits beside its start in the form (the range picker writes two keys). */
const endKeyOf = (key: string) => `${key}__end`;

/** A process form as schema-form fields: the requester fills in what the designer declared. */
export function schemaFields(form: readonly ProcessField[], t: TFunction): FormField[] {
  return form.map((f): FormField => {
    const rules: FieldRule[] = f.required ? [{ required: true }] : [];
    const base = { key: f.key, label: f.label, rules, placeholder: f.placeholder };
    const options = (f.options ?? []).map((o) => ({ value: o, label: o }));
    switch (f.type) {
      case 'textarea':
        return { ...base, component: 'input', rows: 4, maxLength: 500, colspan: 2 };
      case 'select':
      case 'radio':
        return { ...base, component: f.type, options };
      case 'date':
        return { ...base, component: 'date' };
      case 'date-range':
        return { ...base, component: 'date', endKey: endKeyOf(f.key) };
      case 'number':
        // a leave's days: the server counts them from the dates, so they are not typed here
        if (f.daysOf) return { ...base, component: 'number', rules: [], disabled: true, extra: t('workflow.submit.countedDays') };
        return { ...base, component: 'number', rules: [...rules, { validator: (v) => outOfBounds(v, f, t) }] };
      case 'image':
        return { ...base, component: 'image' };
      case 'multi-image':
        return { ...base, component: 'images', maxCount: 9, colspan: 2 };
      case 'switch':
        return { ...base, component: 'switch', rules: [] };
      default:
        return { ...base, component: 'input', maxLength: 100 };
    }
  });
}

function outOfBounds(v: unknown, f: ProcessField, t: TFunction): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (f.min !== undefined && n < f.min) return t('workflow.submit.atLeast', { min: f.min });
  if (f.max !== undefined && n > f.max) return t('workflow.submit.atMost', { max: f.max });
  return undefined;
}

/** An uploaded image's id (the server keeps ids and checks they are the school's uploads). */
const imageId = (v: unknown) => {
  const r = normalizeImage(v as ImageRecord);
  return hasImage(r) && Number(r.id) > 0 ? Number(r.id) : null;
};

/**
 * The filled-in form as the request's values: a date range as [start, end], images as their
 * ids, a switch as true/false, blanks left out.
 */
export function requestValues(entry: Entry, form: readonly ProcessField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of form) {
    const v = entry[f.key];
    if (f.type === 'date-range') {
      const end = entry[endKeyOf(f.key)];
      if (v && end) out[f.key] = [v, end];
    } else if (f.type === 'image') {
      const id = imageId(v);
      if (id) out[f.key] = id;
    } else if (f.type === 'multi-image') {
      const list = Array.isArray(v) ? v.map(imageId).filter((x) => x !== null) : [];
      if (list.length) out[f.key] = list;
    } else if (f.type === 'switch') {
      out[f.key] = Boolean(v);
    } else if (f.type === 'number') {
      if (!f.daysOf && v !== undefined && v !== null && v !== '') out[f.key] = Number(v);
    } else if (v !== undefined && v !== null && String(v).trim() !== '') {
      out[f.key] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return out;
}

/** A request's values back in the form (a returned request being changed), pictures with their signed URLs. */
export function formEntry(values: Record<string, unknown>, form: readonly ProcessField[], signed: readonly ImageRecord[] = []): Entry {
  const entry: Entry = {};
  const picture = (id: unknown) => signed.find((i) => i.id === id) ?? { ...emptyImage(), id: id as number };
  for (const f of form) {
    const v = values[f.key];
    if (f.type === 'date-range' && Array.isArray(v)) {
      entry[f.key] = v[0];
      entry[endKeyOf(f.key)] = v[1];
    } else if (f.type === 'image' && v) {
      entry[f.key] = picture(v);
    } else if (f.type === 'multi-image' && Array.isArray(v)) {
      entry[f.key] = v.map(picture);
    } else if (v !== undefined) entry[f.key] = v;
  }
  return entry;
}

/** A value as text for the read-only request (pictures are shown as thumbnails instead; here, how many). */
export function valueText(f: ProcessField, v: unknown, t: TFunction): string {
  if (v === undefined || v === null || v === '') return t('kit.empty');
  if (f.type === 'switch') return t(v ? 'workflow.submit.yes' : 'workflow.submit.no');
  if (f.type === 'date-range' && Array.isArray(v)) return `${v[0]} ~ ${v[1]}`;
  if (f.type === 'image' || f.type === 'multi-image') return t('workflow.detail.images', { count: Array.isArray(v) ? v.length : 1 });
  return String(v);
}
