import type { Answer, Endpoint } from '@kg/shared';
import { afterAll, beforeAll, vi } from 'vitest';
import { z } from 'zod';
import { answerRequestsWith } from '../api/request.ts';

/** The first key of `sent` that the schema's round trip dropped or changed, as a path. */
function firstDrift(sent: unknown, kept: unknown, path: string): string | null {
  if (sent === null || typeof sent !== 'object') return Object.is(sent, kept) ? null : path || '(value)';
  if (kept === null || typeof kept !== 'object') return path || '(value)';
  for (const [k, v] of Object.entries(sent)) {
    if (v === undefined) continue;
    const at = path ? `${path}.${k}` : k;
    if (!(k in kept)) return at;
    const d = firstDrift(v, (kept as Record<string, unknown>)[k], at);
    if (d) return d;
  }
  return null;
}

/**
 * A test answer for an endpoint, checked against its output schema: a field the server does
 * not declare (or of another type) fails the test here, so web fixtures cannot drift from the
 * contract unnoticed.
 */
export function fixture<E extends Endpoint>(e: E, data: Answer<E>): Answer<E> {
  const decoded = e.output.safeParse(data);
  if (!decoded.success) throw new Error(`fixture of ${e.path} does not fit its output schema: ${z.prettifyError(decoded.error)}`);
  const drift = firstDrift(data, z.encode(e.output, decoded.data), '');
  if (drift) throw new Error(`fixture of ${e.path}: field "${drift}" is not in its output schema`);
  return data;
}

/**
 * A stand-in for `request` answering declared endpoints with checked fixtures:
 * `api.request.mockImplementation(answers([E.list, page], [E.add, (body) => ({ id: 9 })]))`.
 * An undeclared URL fails the test.
 */
export function answers(...pairs: [Endpoint, unknown][]) {
  const byPath = new Map(pairs.map(([e, a]) => [e.path, [e, a] as const]));
  return async (url: string, opts: { data?: unknown } = {}) => {
    const hit = byPath.get(url);
    if (!hit) throw new Error(`no test answer for ${url}`);
    const [e, a] = hit;
    const value = typeof a === 'function' ? await (a as (d: unknown) => unknown)(opts.data) : a;
    return fixture(e, value as Answer<Endpoint>);
  };
}

/**
 * The request layer's stand-in for one test file: every call goes to the returned mock (answer
 * with `.mockImplementation(answers(...))`) from the file's start to its end, then to the network
 * again. Unlike replacing the module, the file can share a worker's loaded modules.
 */
export function fakeRequest() {
  const fn = vi.fn();
  beforeAll(() => answerRequestsWith(fn));
  afterAll(() => answerRequestsWith(null));
  return fn;
}
