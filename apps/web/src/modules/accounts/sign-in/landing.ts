import { InstitutionType } from '@kg/shared';
import { isAppPath } from '@kg/shared/contract/urls';
import { redirectAfterLogin } from '../../../session/redirect-owner.ts';
import type { Session } from '../../../session/session-store.ts';

/** The section home of the session's institution type (overview §4). */
export function homePath(s: Pick<Session, 'orgType' | 'isGroup' | 'schoolId'>): string {
  const type = s.orgType || (s.isGroup ? InstitutionType.group : InstitutionType.school);
  if (type === InstitutionType.group) return `/group/system?schoolId=${s.schoolId}`;
  if (type === InstitutionType.regulator) return '/regulator/index';
  return `/desktop/index?schoolId=${s.schoolId}`;
}

/**
 * The `redirect` query, if it is a path of this site: an absolute or protocol-relative
 * address (`//host`, `/\\host`, or `/<tab>/host`, which browsers read as `//host`) would let a
 * link send a fresh session elsewhere. The login pages themselves are no target.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || !isAppPath(raw)) return null;
  const path = raw.split(/[?#]/)[0];
  if (/^\/(login|tongan-login|tongan-login-new|xiangan-login|referer)\/?$/.test(path)) return null;
  return raw;
}

/**
 * Where a login lands: the `redirect` asked for when it is a path of this site and no logout left it
 * for another account (session/redirect-owner.ts), else the session's home.
 */
export function landingPath(s: Pick<Session, 'orgType' | 'isGroup' | 'schoolId' | 'accountId'>, redirect: string | null): string {
  return safeRedirect(redirectAfterLogin(redirect, s.accountId)) ?? homePath(s);
}
