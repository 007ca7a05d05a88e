import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/request.ts';

/**
 * Puts a refusal that names a field of the form (data.field, e.g. a taken name) under that
 * field, beside the toast the request layer already showed. Answers whether it did.
 */
export function markFieldError(form: FormInstance, err: unknown, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError)) return false;
  const field = (err.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string' || !fields.includes(field)) return false;
  form.setFields([{ name: field, errors: [err.message] }]);
  return true;
}
