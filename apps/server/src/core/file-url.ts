import crypto from 'node:crypto';
import type { FILE_VARIANTS } from '@kg/shared/modules/garden/files';
import type { AppContext, SessionInfo } from './context.ts';

type FileVariant = (typeof FILE_VARIANTS)[number];

/**
 * Signed, expiring file URLs. Browsers load <img> without our headers, so a file URL carries
 * its own credential: `?t=<sessionId>.<expiry>.<mac>`, the MAC over session, file, variant
 * and expiry. The serving route also requires the session to be still valid and in the
 * file's school, so a URL dies with logout, departure or disablement, and never opens
 * another school's file. Expiries are rounded up to a 15-minute step, so one session gets
 * the same URL for a while and the browser cache works.
 */
export const FILE_URL_TTL_S = 3600;
const STEP_S = 900;

const keys = new WeakMap<AppContext, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let k = keys.get(ctx);
  if (!k) {
    // a key of its own, derived from the token secret: a file MAC can never pass as a token
    k = crypto.createHmac('sha256', ctx.tokenSecret).update('file-url/v1').digest();
    keys.set(ctx, k);
  }
  return k;
}

const mac = (ctx: AppContext, sid: number, id: number, variant: string, exp: number) =>
  crypto.createHmac('sha256', keyOf(ctx)).update(`${sid}:${id}:${variant}:${exp}`).digest('base64url').slice(0, 27);

export const FILE_PATH = '/api/file/v1/files';

/** The stable reference stored in records (course cover, brand images): signed on the way out. */
export const fileRef = (id: number) => `${FILE_PATH}/${id}/original`;

/** The file id of one of our file paths or URLs (signed or not), else null. */
export function fileIdOf(ref: string | null | undefined): number | null {
  const m = ref ? /^(?:https?:\/\/[^/]+)?\/api\/file\/v1\/files\/(\d{1,15})\/(?:original|compress|thumbnail)(?:\?.*)?$/.exec(ref) : null;
  return m ? Number(m[1]) : null;
}

export function signedFileUrl(ctx: AppContext, s: Pick<SessionInfo, 'sessionId'>, id: number, variant: FileVariant = 'original'): string {
  const now = Math.floor(ctx.now().getTime() / 1000);
  const exp = Math.ceil((now + FILE_URL_TTL_S) / STEP_S) * STEP_S;
  return `${FILE_PATH}/${id}/${variant}?t=${s.sessionId}.${exp}.${mac(ctx, s.sessionId, id, variant, exp)}`;
}

/** The uploaded-image record of domain §3: id, url, compressUrl, thumbnailUrl. */
export function imageUrls(ctx: AppContext, s: Pick<SessionInfo, 'sessionId'>, id: number) {
  return {
    id,
    url: signedFileUrl(ctx, s, id, 'original'),
    compressUrl: signedFileUrl(ctx, s, id, 'compress'),
    thumbnailUrl: signedFileUrl(ctx, s, id, 'thumbnail'),
  };
}

/** The session a file token was issued to, 'expired', or null when forged or malformed. */
export function verifyFileToken(
  ctx: AppContext,
  token: string,
  id: number,
  variant: string,
): { sid: number; exp: number } | 'expired' | null {
  const m = /^(\d{1,15})\.(\d{1,12})\.([\w-]{27})$/.exec(token);
  if (!m) return null;
  const sid = Number(m[1]);
  const exp = Number(m[2]);
  const given = Buffer.from(m[3]);
  const expected = Buffer.from(mac(ctx, sid, id, variant, exp));
  if (!crypto.timingSafeEqual(given, expected)) return null;
  return exp < ctx.now().getTime() / 1000 ? 'expired' : { sid, exp };
}
