import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature } from './signature.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = crypto.randomBytes(32);
const claims = { sid: 1, acc: 2, org: 3, mid: 4, exp: 2_000_000_000 };

describe('access tokens', () => {
  it('verifies a token it signed', () => {
    expect(verifyAccessToken(secret, signAccessToken(secret, claims), 1_900_000_000)).toEqual(claims);
  });
  it('reports an expired token as expired', () => {
    expect(verifyAccessToken(secret, signAccessToken(secret, claims), 2_000_000_001)).toBe('expired');
  });
  it('rejects a token with altered claims or another key', () => {
    const token = signAccessToken(secret, claims);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, org: 99 })).toString('base64url')}.${mac}`;
    expect(verifyAccessToken(secret, forged, 1_900_000_000)).toBeNull();
    expect(verifyAccessToken(crypto.randomBytes(32), token, 1_900_000_000)).toBeNull();
    expect(verifyAccessToken(secret, 'garbage', 1_900_000_000)).toBeNull();
  });
  it('refuses a token whose last character differs only in the bits base64 leaves unused', () => {
    const token = signAccessToken(secret, claims);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 MAC bytes are 43 characters: the last one's lowest two bits encode nothing
    const twin = token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1)!) ^ 1];
    expect(Buffer.from(twin.split('.')[1], 'base64url')).toEqual(Buffer.from(token.split('.')[1], 'base64url'));
    expect(verifyAccessToken(secret, twin, 1_900_000_000)).toBeNull();
  });
});

describe('request signature', () => {
  it('covers method, path, query, body and time', () => {
    const base = computeSignature('POST', '/api/a?x=1', 'b=2', '100');
    expect(base).toMatch(/^[0-9a-f]{10}$/);
    expect(computeSignature('GET', '/api/a?x=1', 'b=2', '100')).not.toBe(base);
    expect(computeSignature('POST', '/api/a?x=2', 'b=2', '100')).not.toBe(base);
    expect(computeSignature('POST', '/api/a?x=1', 'b=3', '100')).not.toBe(base);
    expect(computeSignature('POST', '/api/a?x=1', 'b=2', '101')).not.toBe(base);
  });
});
