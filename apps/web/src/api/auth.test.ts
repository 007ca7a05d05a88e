import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getReferer, saveReferer } from '../session/referer.ts';
import { sessionStore } from '../session/session-store.ts';
import { enterInstitution, fetchOrgTree, loginWithPassword, refererLogin } from './auth.ts';
import { fail, fakeFetch, loginData, ok, resetClient, signIn } from './testing/fake-fetch.ts';
import { fixture } from './testing/fixture.ts';

let client: Awaited<ReturnType<typeof resetClient>>;
beforeEach(async () => {
  client = await resetClient();
});
afterEach(() => vi.unstubAllGlobals());

const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

/** What the server does with the sealed password: base64(iv[12] | ciphertext | tag[16]). */
async function decrypt(keyB64: string, sealedB64: string): Promise<string> {
  const sealed = fromB64(sealedB64);
  const key = await crypto.subtle.importKey('raw', fromB64(keyB64) as BufferSource, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.subarray(0, 12) as BufferSource },
    key,
    sealed.subarray(12) as BufferSource,
  );
  return new TextDecoder().decode(plain);
}

describe('loginWithPassword (DESIGN §5)', () => {
  it('gets a single-use key, sends the encrypted password as JSON with the temp token, stores the session', async () => {
    const key = randomKey();
    let password = '';
    const net = fakeFetch(async (c) => {
      if (c.path.endsWith('/no-auth/d'))
        return ok(fixture(signInEndpoints.loginKey, { tempToken: 'temp-1', keyId: 'k1', key, expiresIn: 300 }));
      const body = JSON.parse(c.body as string);
      password = await decrypt(key, body.password);
      return ok({ ...loginData({ token: 'fresh' }), orgCount: 3 });
    });
    const out = await loginWithPassword('13800000001', 'Kg@123456');
    expect(password).toBe('Kg@123456');
    const token = net.calls[1];
    expect(token.path).toBe('/api/iam/v1/web-oauth/common/token');
    expect(token.headers.authorization).toBe('Bearer temp-1');
    expect(token.headers['content-type']).toBe('application/json');
    expect(JSON.parse(token.body as string)).toMatchObject({ account: '13800000001', keyId: 'k1' });
    expect(out.orgCount).toBe(3);
    expect(out.session.token).toBe('fresh');
    expect(sessionStore.get()).toEqual(out.session);
  });

  it('rejects with the server message and keeps quiet when silent', async () => {
    fakeFetch((c) =>
      c.path.endsWith('/no-auth/d') ? ok({ tempToken: 't', keyId: 'k', key: randomKey() }) : fail(400, 'iam-0001', '账号或密码错误'),
    );
    await expect(loginWithPassword('13800000001', 'wrong', { silent: true })).rejects.toThrow('账号或密码错误');
    expect(client.toasts).toEqual([]);
    expect(sessionStore.get()).toBeNull();
  });

  it('maps a group login to group mode', async () => {
    fakeFetch((c) =>
      c.path.endsWith('/no-auth/d')
        ? ok({ tempToken: 't', keyId: 'k', key: randomKey() })
        : ok({ ...loginData({ orgId: 100, orgType: 1, schoolId: 100, teacherId: 5, groupId: 100, groupEmployeeId: 5 }), orgCount: 1 }),
    );
    const { session } = await loginWithPassword('13800000007', 'Kg@123456');
    expect(session).toMatchObject({ isGroup: true, schoolId: 100, teacherId: 5 });
  });
});

describe('institutions', () => {
  it('enters another institution with schoolId and loginType in the query, keeping only the referer in session storage', async () => {
    signIn();
    saveReferer('gov.example.cn', 'https');
    sessionStorage.setItem('scroll:/x', '100');
    const net = fakeFetch(() => ok(loginData({ token: 'school2', orgId: 2, schoolId: 2, teacherId: 22 })));
    const s = await enterInstitution(2);
    expect(net.calls[0].url).toBe('/api/iam/v1/web-oauth/kid-login/teacher-login?schoolId=2&loginType=3');
    expect(net.calls[0].headers.authorization).toBe('Bearer access-1');
    expect(s).toMatchObject({ token: 'school2', schoolId: 2, teacherId: 22 });
    expect(sessionStore.get()?.token).toBe('school2');
    expect(sessionStorage.getItem('scroll:/x')).toBeNull();
    expect(getReferer()).toEqual({ referer: 'gov.example.cn', protocol: 'https' });
  });

  it('passes the tongan login type', async () => {
    signIn();
    const net = fakeFetch(() => ok(loginData()));
    await enterInstitution(1, '7');
    expect(net.calls[0].query).toBe('schoolId=1&loginType=7');
  });

  it('reads the chooser tree', async () => {
    signIn();
    const tree = fixture(signInEndpoints.orgList, {
      total: 2,
      currentId: 1,
      tree: [{ id: 'type-2', title: '幼儿园', type: 2, children: [] }],
    });
    fakeFetch(() => ok(tree));
    await expect(fetchOrgTree()).resolves.toEqual(tree);
  });

  it('enters a school from the regulator with the temp token in the form, sending no stale token', async () => {
    signIn({ token: 'stale' });
    const net = fakeFetch(() => ok(loginData({ token: 'ro', readOnly: true, schoolId: 4, orgId: 4 })));
    const s = await refererLogin('tt', 4);
    expect(net.calls[0].body).toBe('temptoken=tt&loginId=4');
    expect(net.calls[0].headers.authorization).toBeUndefined();
    expect(s.readOnly).toBe(true);
    expect(sessionStore.get()?.token).toBe('ro');
  });
});
