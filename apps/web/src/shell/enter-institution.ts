import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { enterInstitution } from '../api/auth.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { clearSessionStorageKeepingReferer } from '../session/referer.ts';
import { sessionStore } from '../session/session-store.ts';
import { itemLoginId, itemName, type OrgItem, targetOf } from './org-list.ts';

/**
 * Entering another institution (overview §4): a new session, session storage cleared but the
 * referer kept, then the school, group or regulator home; the name is stored last. Choosing
 * the institution the session is already in is ignored. Resolves whether it moved.
 */
export async function enterChosen(item: OrgItem, go: (to: string) => void, loginType?: string): Promise<boolean> {
  const id = itemLoginId(item);
  if (item.current || sessionStore.get()?.orgId === id) return false;
  const session = loginType ? await enterInstitution(id, loginType) : await enterInstitution(id);
  // the call stores the new session; storing again is harmless and covers a caller that does not
  if (sessionStore.get()?.token !== session.token) sessionStore.set(session);
  clearSessionStorageKeepingReferer();
  tabsStore.reset();
  go(targetOf(item, session.schoolId));
  const name = itemName(item);
  if (name) sessionStore.update({ schoolName: name });
  return true;
}

/** `loginType`: the teacher-login type to enter with (default '3'; '7' for the tongan variant). */
export function useEnterInstitution(loginType?: string): (item: OrgItem) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback((item: OrgItem) => enterChosen(item, (to) => navigate(to), loginType), [navigate, loginType]);
}
