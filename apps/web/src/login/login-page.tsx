import { useState, type FormEvent } from 'react';
import { post } from '../api/client.ts';
import { encryptPassword } from '../api/crypto.ts';

interface Session { token: string; realName: string; orgName: string; permission: string[]; orgCount: number }

/**
 * The interim sign-in page (the full web shell replaces it): the real login protocol of
 * DESIGN §5 — single-use key, password encrypted in the browser, signed requests.
 */
export function LoginPage() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [session, setSession] = useState<Session | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const d = await post<{ tempToken: string; keyId: string; key: string }>('/iam/v1/no-auth/d', undefined);
      const s = await post<Session>('/iam/v1/web-oauth/common/token', {
        account: phone, password: await encryptPassword(d.key, password), keyId: d.keyId,
      }, d.tempToken);
      setSession(s);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (session) {
    return (
      <main style={box}>
        <h1>欢迎，{session.realName}</h1>
        <p data-testid="org">{session.orgName}</p>
        <p>权限数：<span data-testid="perm-count">{session.permission.length}</span>；可进入机构：{session.orgCount}</p>
      </main>
    );
  }
  return (
    <main style={box}>
      <h1>智慧幼儿园管理后台</h1>
      <form onSubmit={submit}>
        <label>手机号<br /><input name="phone" value={phone} maxLength={11} onChange={(e) => setPhone(e.target.value)} /></label><br />
        <label>密码<br /><input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} /></label><br />
        <button type="submit" disabled={busy}>登录</button>
        {error && <p role="alert" style={{ color: '#c00' }}>{error}</p>}
      </form>
    </main>
  );
}

const box = { maxWidth: 360, margin: '80px auto', fontFamily: 'system-ui, sans-serif' } as const;
