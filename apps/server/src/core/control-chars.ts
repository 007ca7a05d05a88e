import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors.ts';

// C0 controls but tab, line feed and carriage return, and DEL: never typed by a person, and
// PostgreSQL refuses NUL in text outright (a 500 if it got that far).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what the check looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (`a.b.0.c`) of the first string in `value` that holds a control character, or null. */
export function controlCharPath(value: unknown, at: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? at.join('.') || 'body' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    if (CONTROL.test(k)) return [...at, k].join('.');
    const found = controlCharPath(v, [...at, k], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every route: a body or query string carrying a control character is refused with a 400 that
 * names the field, before validation and before any handler could store it.
 */
export function registerControlCharCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = controlCharPath(request.query) ?? controlCharPath(request.body);
    if (field !== null) throw fieldError(field, '含有不可见的控制字符', 'holds an invisible control character');
  });
}
