import { isAppPath, isWebUrl } from '@kg/shared/contract/urls';

/**
 * The address if it is an absolute http(s) URL, else null. Every address that came from outside
 * (a query, storage, a stored setting) passes here right before a navigation or a link uses it:
 * `javascript:` would run script with the session's token in reach, `data:` opens a page of the
 * attacker's, `//host` leaves for another site.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && isWebUrl(v) ? v : null;
}

/** The path if it is one of this site's (a single leading '/'), else null. */
export function safeAppPath(value: string | null | undefined): string | null {
  return value && isAppPath(value) ? value : null;
}
