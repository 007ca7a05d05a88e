import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALL_SCHOOL_CODES } from './modules/school-codes.ts';
import { permissionHash, sha256Hex } from './permission-hash.ts';

const nodeSha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('permission hash', () => {
  it('matches node:crypto SHA-256 for empty, multi-block, padding-edge and non-ASCII input', () => {
    const inputs = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'x'.repeat(1000), '园长权限', '🙂 emoji'];
    for (const s of inputs) expect(sha256Hex(s), JSON.stringify(s.slice(0, 10))).toBe(nodeSha(s));
  });
  it('is the first 6 hex characters of the SHA-256 of every permission code', () => {
    for (const code of ALL_SCHOOL_CODES) expect(permissionHash(code)).toBe(nodeSha(code).slice(0, 6));
    expect(permissionHash('student-manage')).toMatch(/^[0-9a-f]{6}$/);
  });
});
