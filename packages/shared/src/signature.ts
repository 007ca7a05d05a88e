/**
 * The request signature (DESIGN §4): first 10 hex chars of SHA-256 over this string.
 * Both sides build it here; each hashes with its own crypto (WebCrypto / node:crypto).
 */
export function signaturePayload(method: string, path: string, query: string, body: string, time: string | number): string {
  return `${method.toUpperCase()}\n${path}\n${query}\n${body}\n${time}`;
}

export const SIGNATURE_LENGTH = 10;
