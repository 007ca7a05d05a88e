/**
 * Only http(s) leaves the app. Every address that came from outside (a query, a stored setting,
 * an avatar) is checked with these before it is saved (server) and again before it is used
 * (web): `javascript:`, `data:`, `//host` and anything a browser would read differently than it
 * is shown are refused. No zod here: the login page imports it.
 */

/** An absolute http(s) address with a host and nothing a browser would read differently (spaces, controls). */
export function isWebUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v) || /[\s\p{Cc}\\]/u.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** A path of this site: one leading '/', never '//' or '/\' (which browsers read as another host). */
export function isAppPath(v: string): boolean {
  return /^\/(?![/\\])/.test(v) && !/[\s\p{Cc}\\]/u.test(v);
}

/**
 * One of the product's own stored files (`/api/file/v1/files/<id>/<variant>`, signed or not), as a
 * path of this site: an avatar or a picture pointing anywhere else would make every viewer's
 * browser call a stranger's server.
 */
export function isOwnFileUrl(v: string): boolean {
  return /^\/api\/file\/v1\/files\/\d{1,15}\/(?:original|compress|thumbnail)(?:\?[\w.=&%-]*)?$/.test(v);
}
