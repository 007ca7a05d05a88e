import { InstitutionType } from '@kg/shared';
import type { Session } from '../../session/session-store.ts';

/** The section home of the session's institution type (overview §4). */
export function homePath(s: Pick<Session, 'orgType' | 'isGroup' | 'schoolId'>): string {
  const type = s.orgType || (s.isGroup ? InstitutionType.group : InstitutionType.school);
  if (type === InstitutionType.group) return `/group/system?schoolId=${s.schoolId}`;
  if (type === InstitutionType.regulator) return '/regulator/index';
  return `/desktop/index?schoolId=${s.schoolId}`;
}

/**
 * The `redirect` query, if it is a path of this site: an absolute or protocol-relative
 * address would let a link send a fresh session elsewhere. The login pages themselves are no target.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const path = raw.split(/[?#]/)[0];
  if (/^\/(login|tongan-login|tongan-login-new|xiangan-login|referer)\/?$/.test(path)) return null;
  return raw;
}
