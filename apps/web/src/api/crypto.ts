import { SIGNATURE_LENGTH, signaturePayload } from '@kg/shared/signature';

const enc = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(b64: string): Uint8Array {
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** The request signature of DESIGN §4, with WebCrypto. */
export async function sign(method: string, path: string, query: string, body: string, time: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(signaturePayload(method, path, query, body, time)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, SIGNATURE_LENGTH);
}

/** AES-256-GCM with the single-use login key: base64(iv | ciphertext | tag). */
export async function encryptPassword(keyB64: string, password: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyB64) as BufferSource, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, enc.encode(password)));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64(out);
}
