import type { ExternalLinks } from '@kg/shared/modules/system/external-links';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  refreshToken: string;
  /** Expiry of the refresh token, server time in ms. */
  refreshExpire: number;
  accountId: number;
  realName: string;
  avatarUrl: string;
  orgId: number;
  orgType: number;
  orgName: string;
  tenantryId: number;
  groupId: number | null;
  groupEmployeeId: number | null;
  /** The institution the session acts in; the group id in group mode. */
  schoolId: number;
  schoolName: string;
  /** The school's logo, a signed thumbnail URL ('' when none); sessions stored before it have none. */
  schoolLogoUrl?: string;
  /** The member id; the group employee id in group mode. */
  teacherId: number;
  isGroup: boolean;
  needUpdatePassword: boolean;
  readOnly: boolean;
  permissions: string[];
  /** Modules the school switched off (platform settings): the shell drops their sections. */
  modulesOff?: string[];
  /** Where the school's external links lead (null: not shown); sessions stored before them have none. */
  externalLinks?: ExternalLinks;
}

/** The login response of overview §3 (token, teacher-login, refresh and referer calls). */
export interface LoginData {
  token: string;
  refreshToken: string;
  refreshExpire: number;
  accountId: number;
  realName?: string | null;
  avatarUrl?: string | null;
  orgId: number;
  orgType?: number;
  orgName?: string | null;
  tenantryId?: number | null;
  groupId?: number | null;
  groupEmployeeId?: number | null;
  schoolId: number;
  schoolName?: string | null;
  schoolLogoUrl?: string | null;
  teacherId: number;
  needUpdatePassword?: boolean;
  readOnly?: boolean;
  permission?: string[] | null;
  modulesOff?: string[] | null;
  externalLinks?: ExternalLinks | null;
}

export const SESSION_KEY = 'kg.session';

const num = (v: unknown): number => Number(v ?? 0);
const present = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/** Group mode (overview §3): groupId becomes the school id, groupEmployeeId the teacher id. */
export function sessionFromLogin(d: LoginData): Session {
  const isGroup = present(d.groupId);
  return {
    token: d.token,
    refreshToken: d.refreshToken,
    refreshExpire: num(d.refreshExpire),
    accountId: num(d.accountId),
    realName: d.realName ?? '',
    avatarUrl: d.avatarUrl ?? '',
    orgId: num(d.orgId),
    orgType: num(d.orgType),
    orgName: d.orgName ?? d.schoolName ?? '',
    tenantryId: num(d.tenantryId ?? d.orgId),
    groupId: isGroup ? num(d.groupId) : null,
    groupEmployeeId: isGroup && present(d.groupEmployeeId) ? num(d.groupEmployeeId) : null,
    schoolId: isGroup ? num(d.groupId) : num(d.schoolId),
    schoolName: d.schoolName ?? d.orgName ?? '',
    schoolLogoUrl: d.schoolLogoUrl ?? '',
    teacherId: isGroup && present(d.groupEmployeeId) ? num(d.groupEmployeeId) : num(d.teacherId),
    isGroup,
    needUpdatePassword: Boolean(d.needUpdatePassword),
    readOnly: Boolean(d.readOnly),
    permissions: [...(d.permission ?? [])],
    modulesOff: [...(d.modulesOff ?? [])],
    ...(d.externalLinks ? { externalLinks: { ...d.externalLinks } } : {}),
  };
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Session;
    return s && typeof s.token === 'string' ? s : null;
  } catch {
    return null;
  }
}

/**
 * A regulator's read-only visit lives in its own tab's sessionStorage: sharing it through
 * localStorage would make the regulator's own tab adopt the visit.
 */
function readStored(): Session | null {
  try {
    return parse(sessionStorage.getItem(SESSION_KEY)) ?? parse(localStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

const sameInstitution = (a: Session, b: Session) => a.orgId === b.orgId && a.schoolId === b.schoolId && a.teacherId === b.teacherId;

let current: Session | null = readStored();
const listeners = new Set<() => void>();
const emit = () => {
  for (const fn of listeners) fn();
};

/**
 * Adopts what another tab stored: its tokens (a refresh there rotated ours away); the whole
 * session when it moved to another institution (those tokens only work with its headers);
 * nothing when it signed out (our tokens are revoked too).
 */
function adopt(next: Session | null): void {
  if (next === null) current = null;
  else if (current && sameInstitution(current, next)) {
    if (current.token === next.token && current.refreshToken === next.refreshToken) return;
    current = { ...current, token: next.token, refreshToken: next.refreshToken, refreshExpire: next.refreshExpire };
  } else current = next;
  emit();
}

export const sessionStore = {
  get: (): Session | null => current,
  set(s: Session | null): void {
    const wasVisit = current?.readOnly === true;
    current = s;
    try {
      if (s?.readOnly) sessionStorage.setItem(SESSION_KEY, JSON.stringify(s));
      else {
        sessionStorage.removeItem(SESSION_KEY);
        if (s) localStorage.setItem(SESSION_KEY, JSON.stringify(s));
        else if (!wasVisit) localStorage.removeItem(SESSION_KEY);
      }
    } catch {
      // storage full or blocked: the session still lives in memory for this tab
    }
    emit();
  },
  update(patch: Partial<Session>): void {
    if (current) sessionStore.set({ ...current, ...patch });
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  /** Re-reads storage now: a 401 may race the storage event of a tab that just refreshed. */
  reload(): Session | null {
    if (current?.readOnly) return current;
    const stored = readStored();
    if (JSON.stringify(stored) !== JSON.stringify(current)) adopt(stored);
    return current;
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.storageArea && e.storageArea !== localStorage) return;
    if (current?.readOnly) return; // a read-only visit is this tab's own
    // key null: the other tab cleared the whole storage
    if (e.key === SESSION_KEY || e.key === null) adopt(parse(e.key === null ? null : e.newValue));
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
