import type { Answer, Endpoint } from '@kg/shared';
import { z } from 'zod';

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
