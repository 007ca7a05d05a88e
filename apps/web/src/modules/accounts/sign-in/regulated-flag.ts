import { type Answer, InstitutionType } from '@kg/shared';
import type { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { request } from '../../../api/request.ts';
import type { Session } from '../../../session/session-store.ts';

/** overview §3: 'isBeRegulated' persists in local storage (inspection pages read it). */
export const REGULATED_KEY = 'kg.isBeRegulated';

/**
 * The path of regulatorHomeEndpoints.regulated, written out: importing the declaration would bring the
 * school service's schemas onto the login page (a test checks the two agree).
 */
export const REGULATED_URL = '/kid-arch/v1/teacher/school/is-be-regulated';

/** Stores whether the session's school is supervised; the last step of a login (overview §4). */
export async function storeRegulatedFlag(session: Session): Promise<void> {
  try {
    if (session.orgType !== InstitutionType.school || session.isGroup) {
      localStorage.removeItem(REGULATED_KEY);
      return;
    }
    const regulated = await request<Answer<typeof regulatorHomeEndpoints.regulated>>(REGULATED_URL, { silent: true });
    localStorage.setItem(REGULATED_KEY, regulated ? '1' : '0');
  } catch {
    // not worth failing a login over: pages that need it ask again
  }
}

export const isBeRegulated = (): boolean => localStorage.getItem(REGULATED_KEY) === '1';
