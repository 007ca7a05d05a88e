import crypto from 'node:crypto';

/** Claims of a short-lived access token. The session row stays the authority (revocation). */
export interface AccessClaims {
  sid: number;
  acc: number;
  org: number;
  mid: number;
  exp: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signAccessToken(secret: Buffer, claims: AccessClaims): string {
  const payload = b64url(JSON.stringify(claims));
  const mac = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** Returns the claims, 'expired', or null for anything forged or malformed. */
export function verifyAccessToken(secret: Buffer, token: string, nowS = Date.now() / 1000): AccessClaims | 'expired' | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  // the MAC's text, not its decoded bytes: a last character that differs only in base64's unused
  // bits decodes to the same bytes, and a token differing by a character is not the token
  const mac = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(payload).digest('base64url'));
  if (mac.length !== expected.length || !crypto.timingSafeEqual(mac, expected)) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || typeof claims.sid !== 'number') return null;
  return claims.exp < nowS ? 'expired' : claims;
}

/** Opaque random secret for refresh tokens, temp tokens and the like. */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Stored form of an opaque token: only its hash is kept. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
