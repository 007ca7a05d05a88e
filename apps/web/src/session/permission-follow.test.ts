import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request.ts';
import { fakeFetch, loginData, ok, resetClient, signIn } from '../api/testing/fake-fetch.ts';
import { permissionsSettled } from './permission-follow.ts';
import { sessionStore } from './session-store.ts';

beforeEach(async () => {
  await resetClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_INFO = '/api/user/v1/tenantry/account/user-info';
const withSet = (codes: string[], data: unknown = null) => ({
  ...ok(data),
  headers: { [PERMISSION_SET_HEADER]: permissionSetHash(codes) },
});

describe('following the permission set the server names', () => {
  it('reloads user-info once when an answer names another set, and takes its permissions', async () => {
    signIn({ permission: ['student-manage', 'school-grade-manage'] });
    const now = ['student-manage'];
    const net = fakeFetch((req) => (req.path === USER_INFO ? withSet(now, loginData({ permission: now })) : withSet(now, [])));
    await request('/kid-arch/v1/teacher/grade/query-list');
    await permissionsSettled();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/kid-arch/v1/teacher/grade/query-list', USER_INFO]);
    expect(sessionStore.get()?.permissions).toEqual(now);
    // the set now matches: no further reloads
    await request('/kid-arch/v1/teacher/grade/query-list');
    await permissionsSettled();
    expect(net.calls.filter((c) => c.path === USER_INFO)).toHaveLength(1);
  });

  it('leaves the session alone when the set matches or the answer names none', async () => {
    signIn({ permission: ['student-manage'] });
    const net = fakeFetch((req) => (req.path.endsWith('/a') ? withSet(['student-manage']) : ok(null)));
    await request('/x/a');
    await request('/x/b');
    await permissionsSettled();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/x/a', '/api/x/b']);
  });

  it('asks once for a set user-info does not settle, instead of looping', async () => {
    signIn({ permission: ['student-manage'] });
    const net = fakeFetch((req) =>
      req.path === USER_INFO ? withSet(['other'], loginData({ permission: ['student-manage'] })) : withSet(['other']),
    );
    for (let i = 0; i < 3; i++) {
      await request('/x/a');
      await permissionsSettled();
    }
    expect(net.calls.filter((c) => c.path === USER_INFO)).toHaveLength(1);
  });

  it('follows a module the school switched off: same codes, the switched-off list replaced', async () => {
    signIn({ permission: ['student-manage'] });
    const codes = ['student-manage'];
    const answer = { ...ok([]), headers: { [PERMISSION_SET_HEADER]: permissionSetHash(codes, ['garden']) } };
    const net = fakeFetch((req) =>
      req.path === USER_INFO ? { ...answer, ...ok(loginData({ permission: codes, modulesOff: ['garden'] })) } : answer,
    );
    await request('/x/a');
    await permissionsSettled();
    expect(net.calls.filter((c) => c.path === USER_INFO)).toHaveLength(1);
    expect(sessionStore.get()?.modulesOff).toEqual(['garden']);
  });
});
