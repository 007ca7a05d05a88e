import type { FormInstance } from 'antd';
import { ApiError } from '../api/request.ts';

/** 'certificates.0.postType' (as zod and the server name a nested field; 'certificates[0].postType' reads the same) → ['certificates', 0, 'postType']. */
export const fieldPath = (field: string): (string | number)[] =>
  field
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * A refusal naming a field (data.field) also shows under that field, beside the toast the
 * request layer showed. Fields the form does not hold are left to the toast.
 */
export function showServerFieldError(
  form: FormInstance,
  err: unknown,
  opts: { known?: readonly string[]; rename?: Record<string, string> } = {},
): boolean {
  if (!(err instanceof ApiError)) return false;
  const field = (err.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string') return false;
  const path = fieldPath(field);
  // a server field the form keeps under another name (manageRange → range) points at the whole control
  const renamed = opts.rename?.[String(path[0])];
  if (renamed) path.splice(0, path.length, renamed);
  if (opts.known && !opts.known.includes(String(path[0]))) return false;
  form.setFields([{ name: path, errors: [err.message] }]);
  return true;
}
