import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginData } from '../api/testing/fake-fetch.ts';
import { SESSION_KEY, type Session, sessionFromLogin, sessionStore, useSession } from './session-store.ts';

beforeEach(() => {
  sessionStore.set(null);
  localStorage.clear();
  sessionStorage.clear();
});

/** What the browser does in this tab when another tab writes the key. */
function otherTabWrites(value: Session | null) {
  const newValue = value ? JSON.stringify(value) : null;
  if (newValue) localStorage.setItem(SESSION_KEY, newValue);
  else localStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue, storageArea: localStorage }));
}

describe('sessionFromLogin', () => {
  it('keeps the school and teacher of a school login', () => {
    const s = sessionFromLogin(loginData({ schoolId: 3, teacherId: 30, orgId: 3, groupId: null, groupEmployeeId: null }));
    expect(s).toMatchObject({ schoolId: 3, teacherId: 30, orgId: 3, isGroup: false, groupId: null, groupEmployeeId: null });
    expect(s.permissions).toEqual(['student-manage']);
  });

  it('maps group mode: groupId becomes the school id and groupEmployeeId the teacher id', () => {
    const s = sessionFromLogin(loginData({ orgId: 9, orgType: 1, schoolId: 1, teacherId: 11, groupId: 9, groupEmployeeId: 90 }));
    expect(s).toMatchObject({ isGroup: true, schoolId: 9, teacherId: 90, groupId: 9, groupEmployeeId: 90, orgId: 9 });
  });

  it('fills absent optional fields with empty values', () => {
    const s = sessionFromLogin({ token: 't', refreshToken: 'r', refreshExpire: 1, accountId: 1, orgId: 2, schoolId: 2, teacherId: 3 });
    expect(s).toMatchObject({ realName: '', avatarUrl: '', permissions: [], needUpdatePassword: false, readOnly: false, tenantryId: 2 });
  });
});

describe('sessionStore', () => {
  it("keeps a read-only visit in this tab only, leaving the other tabs' session alone", () => {
    const own = sessionFromLogin(loginData({ token: 'reg' }));
    sessionStore.set(own);
    const visit = { ...sessionFromLogin(loginData({ token: 'visit', orgId: 9, schoolId: 9 })), readOnly: true };
    sessionStore.set(visit);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toBe('reg');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!).token).toBe('visit');
    otherTabWrites({ ...own, token: 'reg2' });
    expect(sessionStore.get()?.token).toBe('visit');
    sessionStore.set(null);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toBe('reg2');
  });

  it('persists in local storage and notifies subscribers', () => {
    const fn = vi.fn();
    const off = sessionStore.subscribe(fn);
    sessionStore.set(sessionFromLogin(loginData()));
    sessionStore.update({ schoolName: '新名字' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).schoolName).toBe('新名字');
    expect(fn).toHaveBeenCalledTimes(2);
    off();
    sessionStore.set(null);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('adopts the tokens another tab refreshed', () => {
    const mine = sessionFromLogin(loginData({ token: 'a1', refreshToken: 'r1' }));
    sessionStore.set(mine);
    otherTabWrites({ ...mine, token: 'a2', refreshToken: 'r2', refreshExpire: 123 });
    expect(sessionStore.get()).toMatchObject({ token: 'a2', refreshToken: 'r2', refreshExpire: 123, schoolId: mine.schoolId });
  });

  it('follows another tab into another institution, and out when it signs out', () => {
    sessionStore.set(sessionFromLogin(loginData()));
    const other = sessionFromLogin(loginData({ token: 'b', orgId: 2, schoolId: 2, teacherId: 21, schoolName: '阳光第二幼儿园' }));
    otherTabWrites(other);
    expect(sessionStore.get()).toEqual(other);
    otherTabWrites(null);
    expect(sessionStore.get()).toBeNull();
  });

  it('ignores session storage events and other keys', () => {
    const mine = sessionFromLogin(loginData());
    sessionStore.set(mine);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: null, storageArea: sessionStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x', storageArea: localStorage }));
    expect(sessionStore.get()).toEqual(mine);
  });

  it('re-renders useSession when the session changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => sessionStore.set(sessionFromLogin(loginData({ realName: '李园长' }))));
    expect(result.current?.realName).toBe('李园长');
    act(() => otherTabWrites({ ...result.current!, token: 'new' }));
    expect(result.current?.token).toBe('new');
  });
});
