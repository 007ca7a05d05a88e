import { safeHttpUrl } from './safe-url.ts';

/**
 * The site a regulator came from (the /referer entry, overview §2 and §4). Kept in session
 * storage: it belongs to this tab's visit, and logout sends the user back there.
 */
const REFERER_KEY = 'kg.referer';
const PROTOCOL_KEY = 'kg.refererProtocol';
/** Set by the /referer entry; the route guard consumes it once (token-less treatment). */
const FROM_REGULATION_KEY = 'kg.fromRegulation';

export interface Referer {
  referer: string;
  protocol: string;
}

/** Keeps the referer only when it makes an http(s) address: `protocol=javascript` is dropped here. */
export function saveReferer(referer: string, protocol = ''): void {
  if (!referer || refererUrl({ referer, protocol }) === null) return;
  sessionStorage.setItem(REFERER_KEY, referer);
  if (protocol) sessionStorage.setItem(PROTOCOL_KEY, protocol);
  else sessionStorage.removeItem(PROTOCOL_KEY);
}

export function getReferer(): Referer | null {
  const referer = sessionStorage.getItem(REFERER_KEY);
  const r = referer ? { referer, protocol: sessionStorage.getItem(PROTOCOL_KEY) ?? '' } : null;
  // storage is checked again on the way out: whatever put it there, only http(s) leaves the app
  return r && refererUrl(r) !== null ? r : null;
}

export function clearReferer(): void {
  sessionStorage.removeItem(REFERER_KEY);
  sessionStorage.removeItem(PROTOCOL_KEY);
}

/**
 * The address to return to: a full URL is used as is, a host gets the stored protocol
 * ('https', 'https:' or 'https://'), default https. Null unless the result is an http(s) URL.
 */
export function refererUrl(r: Referer): string | null {
  if (/^[a-z][\w+.-]*:/i.test(r.referer)) return safeHttpUrl(r.referer);
  const protocol = (r.protocol || 'https').replace(/:?(\/\/)?$/, '').toLowerCase();
  if (protocol !== 'http' && protocol !== 'https') return null;
  return safeHttpUrl(`${protocol}://${r.referer.replace(/^\/+/, '')}`);
}

export function markArrivedFromRegulation(): void {
  sessionStorage.setItem(FROM_REGULATION_KEY, '1');
}

/** True once after markArrivedFromRegulation(), then false. */
export function takeArrivedFromRegulation(): boolean {
  const set = sessionStorage.getItem(FROM_REGULATION_KEY) === '1';
  sessionStorage.removeItem(FROM_REGULATION_KEY);
  return set;
}

/** Empties session storage but keeps the referer (choosing an institution, overview §4). */
export function clearSessionStorageKeepingReferer(): void {
  const r = getReferer();
  sessionStorage.clear();
  if (r) saveReferer(r.referer, r.protocol);
}
