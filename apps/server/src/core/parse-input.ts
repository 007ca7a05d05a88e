import { findTextProblem } from '@kg/shared/contract/text-rule';
import type { z } from 'zod';
import { textError } from './control-chars.ts';
import { fieldError } from './errors.ts';

/**
 * Validates a query string or an upload's form fields against a schema inside a handler, naming
 * the failing field. Multipart fields never pass the body hook, so the text rule is applied here.
 */
export function parseQuery<S extends z.ZodType>(input: S, query: unknown): z.output<S> {
  const bad = findTextProblem(query);
  if (bad !== null) throw textError(bad);
  const r = input.safeParse(query ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') || 'query';
  throw fieldError(field, `参数格式不正确（${issue?.message}）`, issue?.message ?? 'invalid');
}
