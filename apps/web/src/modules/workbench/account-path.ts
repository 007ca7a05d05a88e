import { InstitutionType } from '@kg/shared';
import type { Session } from '../../session/session-store.ts';

/** The user information page of the session's area (school, group or regulator). */
export function accountPath(s: Pick<Session, 'orgType' | 'isGroup' | 'schoolId'>): string {
  const type = s.orgType || (s.isGroup ? InstitutionType.group : InstitutionType.school);
  if (type === InstitutionType.group) return `/group/system/account/index?schoolId=${s.schoolId}`;
  if (type === InstitutionType.regulator) return '/regulator/account';
  return '/system/system/account';
}

export const RESET_PASSWORD_PATH = '/desktop/reset-password-guide';
