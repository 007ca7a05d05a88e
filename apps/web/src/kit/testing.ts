import type { Answer, Endpoint } from '@kg/shared';
import { afterAll, beforeAll, vi } from 'vitest';
import { answerRequestsWith } from '../api/request.ts';
import { fixture } from '../api/testing/fixture.ts';

// checked fixtures live with the request layer's test kit (its own tests use them too)
export { fixture };

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
