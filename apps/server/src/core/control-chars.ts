import type { Endpoint } from '@kg/shared';
import { STRIPPED_FIELDS } from '@kg/shared/contract/fields';
import { findTextProblem, TEXT_PROBLEM_MESSAGES, type TextFinding } from '@kg/shared/contract/text-rule';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldError } from './errors.ts';

/** The top-level keys of an input schema that are search fields (stripped, not refused). */
const strippedKeys = new WeakMap<Endpoint, ReadonlySet<string>>();
function strippedKeysOf(e: Endpoint | undefined): ReadonlySet<string> {
  if (!e) return new Set();
  let keys = strippedKeys.get(e);
  if (!keys) {
    let s: z.ZodType = e.input;
    while (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    const shape = s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : {};
    keys = new Set(Object.entries(shape).flatMap(([k, f]) => (STRIPPED_FIELDS.has(f) ? [k] : [])));
    strippedKeys.set(e, keys);
  }
  return keys;
}

/** The path (`a.b.0.c`, 'body' for a bare string) of the first string breaking the text rule, or null. */
export function controlCharPath(value: unknown): string | null {
  const found = findTextProblem(value);
  return found === null ? null : found.path || 'body';
}

/** The 400 naming the field and what is wrong with it. */
export function textError(found: TextFinding) {
  const field = found.path || 'body';
  if (found.problem === 'nested') return fieldError(field, '嵌套层级过深', 'is nested too deeply');
  const m = TEXT_PROBLEM_MESSAGES[found.problem];
  return fieldError(field, m.zh, m.en);
}

/**
 * Every route: a query or body string breaking the text rule (@kg/shared/contract/text-rule: control
 * characters, invisible bidi and zero-width characters, lone surrogates, also inside JSON sent as a
 * string) is refused with a 400 that names the field, before validation and before any handler could
 * store it. Search fields lose their invisible characters instead. Multipart fields pass the same
 * rule in parseQuery (core/parse-input.ts).
 */
export function registerControlCharCheck(app: FastifyInstance): void {
  // a callback hook: the walk is synchronous, so it costs no promise per request
  app.addHook('preValidation', (request, _reply, done) => {
    const strip = strippedKeysOf(request.routeOptions.config?.endpoint as Endpoint | undefined);
    const found = findTextProblem(request.query, strip) ?? findTextProblem(request.body, strip);
    if (found !== null) throw textError(found);
    done();
  });
}
