import { HEADER } from '@kg/shared/constants';
import { currentLanguage } from '../i18n/index.ts';
import type { Session } from '../session/session-store.ts';
import { identityHeaders } from './client-identity.ts';
import { sign } from './crypto.ts';
import { DEBUG_KEY, debugValue, ensureDebugReminder } from './debug.ts';
import { serverNowSeconds } from './server-time.ts';

/** Fixed by the spec (overview §9); the UI language travels in Accept-Language. */
export const LANGUAGE_HEADER_VALUE = 'zh-cn';

export interface SignedParts {
  method: string;
  /** Path including /api. */
  path: string;
  query: string;
  /** The body exactly as sent; '' for none and for multipart. */
  body: string;
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every header of overview §7 / DESIGN §4 for one call. */
export async function buildHeaders(parts: SignedParts, session: Session | null, bearer?: string): Promise<Record<string, string>> {
  const time = String(serverNowSeconds());
  const signature = await sign(parts.method, parts.path, parts.query, parts.body, time);
  const h: Record<string, string> = {
    ...identityHeaders(),
    [HEADER.language]: LANGUAGE_HEADER_VALUE,
    'accept-language': currentLanguage() === 'en' ? 'en' : 'zh-CN',
    [HEADER.time]: time,
    [HEADER.signature]: signature,
    // the legacy sign/time pair carries the same signature
    sign: signature,
    [HEADER.requestId]: `${randomId()}-${time}`,
  };
  const token = bearer ?? session?.token;
  if (token) h.authorization = `Bearer ${token}`;
  if (session) {
    h[HEADER.schoolId] = String(session.schoolId);
    h[HEADER.teacherId] = String(session.teacherId);
    h[HEADER.orgId] = String(session.orgId);
    // the institution the session really acts in: the same as orgId in every context we issue
    h[HEADER.realOrgId] = String(session.orgId);
  }
  const debug = debugValue();
  if (debug !== null) {
    h[DEBUG_KEY] = debug;
    ensureDebugReminder();
  }
  return h;
}
