import crypto from 'node:crypto';
import { devicePayload } from '@kg/shared/modules/attendance/ledger';

/**
 * A device's secret: 32 random bytes, given to the device once. The intake needs the secret
 * itself to check an HMAC (a one-way hash of it could not), so it is kept sealed with AES-256-GCM
 * under the app's secret 'attendance-device-key' (core/secrets.ts).
 */
export const DEVICE_KEY_NAME = 'attendance-device-key';

export const newDeviceSecret = (): string => crypto.randomBytes(32).toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: the version lets a later key rotation tell old seals apart. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('attendance device secret: unknown seal');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** What a device sends as x-device-signature: hex HMAC-SHA256 of `${time}.${body}` under its secret. */
export const signBatch = (secret: string, time: string, body: string): string =>
  crypto.createHmac('sha256', secret).update(devicePayload(time, body)).digest('hex');

/** Compared in constant time, so the answer's timing tells nothing of the expected value. */
export function signatureMatches(secret: string, time: string, body: string, given: string): boolean {
  const expected = Buffer.from(signBatch(secret, time, body));
  const got = Buffer.from(given.toLowerCase());
  return got.length === expected.length && crypto.timingSafeEqual(got, expected);
}
