import { APP_VERSION_SUFFIX } from '@kg/shared/constants';

/** Which product this back office is; the app-version header is `{product}_manager_2.23.0`. */
export const PRODUCT = 'kindergarten';
export const APP_VERSION = `${PRODUCT}${APP_VERSION_SUFFIX}`;
export const CLIENT_TYPE = 'Web';
export const CLIENT_ID_KEY = 'kg.clientId';

/** A random v4-style id (RFC 4122 layout) from the browser's CSPRNG. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Generated once per browser and kept, so the server can tell devices apart. */
export function clientId(): string {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY);
    if (!id) {
      id = randomUuid();
      localStorage.setItem(CLIENT_ID_KEY, id);
    }
    return id;
  } catch {
    return randomUuid();
  }
}

/** Browser name from the user agent; order matters (Edge and Opera also say Chrome, Chrome says Safari). */
export function browserName(ua: string): string {
  if (/MicroMessenger/i.test(ua)) return 'WeChat';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS/.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  if (/Trident\/|MSIE /.test(ua)) return 'IE';
  return 'Unknown';
}

export function osName(ua: string): string {
  if (/Windows/.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Android/.test(ua)) return 'Android';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

export function identityHeaders(): Record<string, string> {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    'app-version': APP_VERSION,
    'client-type': CLIENT_TYPE,
    'client-brand': browserName(ua),
    'client-system': osName(ua),
    'client-id': clientId(),
  };
}
