import type { z } from 'zod';
import { fieldError } from './errors.ts';

/** Validates a query string against a schema inside a handler, naming the failing field. */
export function parseQuery<S extends z.ZodType>(input: S, query: unknown): z.output<S> {
  const r = input.safeParse(query ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') || 'query';
  throw fieldError(field, `参数格式不正确（${issue?.message}）`, issue?.message ?? 'invalid');
}
