import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { hashToken, randomToken } from '../../../core/tokens.ts';
import { loginKeys } from '../../../db/schema/index.ts';

export const LOGIN_KEY_TTL_S = 300;

/** A temporary token and a single-use AES-256-GCM key for one password submission. */
export async function createLoginKey(ctx: AppContext) {
  const keyId = crypto.randomUUID();
  const tempToken = randomToken(24);
  const key = crypto.randomBytes(32).toString('base64');
  const expiresAt = new Date(ctx.now().getTime() + LOGIN_KEY_TTL_S * 1000);
  await ctx.db.insert(loginKeys).values({ keyId, tempTokenHash: hashToken(tempToken), key, expiresAt });
  return { tempToken, keyId, key, expiresIn: LOGIN_KEY_TTL_S };
}

/** Marks the key used and returns it, or null when unknown, expired, used or not the temp token's. */
export async function consumeLoginKey(ctx: AppContext, keyId: string, tempToken: string | null): Promise<Buffer | null> {
  if (!tempToken || typeof keyId !== 'string' || keyId.length > 64) return null;
  const rows = await ctx.db
    .update(loginKeys)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(loginKeys.keyId, keyId),
        eq(loginKeys.tempTokenHash, hashToken(tempToken)),
        isNull(loginKeys.usedAt),
        gt(loginKeys.expiresAt, ctx.now()),
      ),
    )
    .returning({ key: loginKeys.key });
  return rows[0] ? Buffer.from(rows[0].key, 'base64') : null;
}

/** base64(iv[12] | ciphertext | tag[16]) → plaintext, or null when it does not decrypt. */
export function decryptPassword(key: Buffer, packed: string): string | null {
  try {
    const buf = Buffer.from(packed, 'base64');
    if (buf.length < 12 + 16 + 1) return null;
    const iv = buf.subarray(0, 12);
    const tag = buf.subarray(buf.length - 16);
    const data = buf.subarray(12, buf.length - 16);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The browser's side of the protocol, for tests, benchmarks and scripts. */
export function encryptPassword(keyB64: string, password: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(keyB64, 'base64'), iv);
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, data, cipher.getAuthTag()]).toString('base64');
}
