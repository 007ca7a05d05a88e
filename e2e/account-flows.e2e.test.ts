import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { lastSmsCode, query } from './db.ts';
import { ACCOUNTS, loginAt, newContext } from './pages-helpers.ts';
import { freshSignIn, signedIn } from './sessions.ts';

/** Staff accounts of the independent school that no other test signs in with. */
async function spareStaff(n: number): Promise<string[]> {
  const rows = await query<{ phone: string }>(
    `select a.phone from accounts a join members m on m.account_id = a.id
    join institutions i on i.id = m.institution_id where i.name = '童心幼儿园' and a.phone like '137%' order by a.id limit $1`,
    [n],
  );
  return rows.map((r) => r.phone);
}

const storedSession = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? 'null'));

describe.skipIf(!hasChromium)('account flows in Chromium', () => {
  const browser = sharedBrowser();
  let spare: string[];
  beforeAll(async () => {
    spare = await spareStaff(3);
  });

  it('replays a call refused for an invalid access token once the refresh token renewed it', async () => {
    // the refresh below replaces this session's tokens: a session of its own
    const page = await freshSignIn(browser, ACCOUNTS.director2);
    await page.waitForSelector('[data-testid=overview] .ant-statistic-content-value');
    const before = await storedSession(page);
    // an access token the server no longer accepts, beside a refresh token that still works
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('kg.session')!);
      localStorage.setItem('kg.session', JSON.stringify({ ...s, token: `${s.token.slice(0, -4)}xxxx` }));
    });
    const calls: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/')) calls.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    await page.reload();
    await page.waitForSelector('[data-testid=overview] .ant-statistic-content-value');
    // the calls refused with the bad token were queued behind one refresh and sent again
    const refused = [...new Set(calls.filter((c) => c.status === 401).map((c) => c.url))];
    expect(refused.length).toBeGreaterThan(0);
    for (const url of refused) expect(calls.filter((c) => c.url === url).map((c) => c.status)).toEqual([401, 200]);
    expect(calls.filter((c) => c.url.endsWith('/kid-login/teacher-refresh')).map((c) => c.status)).toEqual([200]);
    expect(
      calls
        .filter((c) => c.url === '/api/kid-arch/v1/teacher/school/overview')
        .map((c) => c.status)
        .at(-1),
    ).toBe(200);
    const after = await storedSession(page);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(page.url()).toMatch(/\/desktop\/index/);
    await page.context().close();
  });

  it('logs out through the user menu and the old refresh token stops working', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.director3);
    await page.waitForURL(/\/desktop\/index/);
    const { refreshToken } = await storedSession(page);
    await page.click('[data-testid=user-menu]');
    await page.getByText('退出登录').click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(await storedSession(page)).toBeNull();
    const status = await page.evaluate(async (rt) => {
      const time = String(Math.floor(Date.now() / 1000));
      const path = '/api/iam/v1/web-oauth/kid-login/teacher-refresh';
      const data = new TextEncoder().encode(`POST\n${path}\n\n\n${time}`);
      const hex = [...new Uint8Array(await crypto.subtle.digest('SHA-256', data))].map((b) => b.toString(16).padStart(2, '0')).join('');
      return (await fetch(path, { method: 'POST', headers: { authorization: `Bearer ${rt}`, time, signature: hex.slice(0, 10) } })).status;
    }, refreshToken);
    expect(status).toBe(401);
    await page.context().close();
  });

  it('forces the change of the initial password by SMS code, then takes the new password', async () => {
    const phone = spare[0];
    await query('update accounts set need_update_password = true where phone = $1', [phone]);
    for (const lang of ['en', 'zh'] as const) {
      const page = await (await newContext(browser, lang)).newPage();
      await loginAt(page, phone);
      await page.waitForURL(/\/desktop\/reset-password-guide$/);
      await page.waitForFunction((p) => (document.querySelector('input[name=phone]') as HTMLInputElement | null)?.value === p, phone);
      await shot(page, `pages-reset-password-guide-${lang}`);
      if (lang === 'en') {
        // every other page leads back here while the change is due
        await page.goto(`${baseUrl()}/desktop/index`);
        await page.waitForURL(/\/desktop\/reset-password-guide$/);
        await page.context().close();
        continue;
      }
      await page.click('[data-testid=send-code]');
      await page.getByText(/\d+ 秒后重发/).waitFor();
      await page.fill('input[name=code]', await lastSmsCode(phone));
      await page.fill('input[name=password]', 'Spring2026ok');
      await page.fill('input[name=confirmPassword]', 'Spring2026ok');
      await page.click('button[type=submit]');
      await page.waitForURL(/\/login/);
      expect(await storedSession(page)).toBeNull();
      await loginAt(page, phone, 'Kg@123456');
      await page.getByRole('alert').waitFor();
      await loginAt(page, phone, 'Spring2026ok');
      await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/);
      expect((await query<{ need: boolean }>('select need_update_password as need from accounts where phone = $1', [phone]))[0].need).toBe(
        false,
      );
      await page.context().close();
    }
  });

  it('changes the phone number with a code sent to the new phone, and refuses one already bound', async () => {
    const phone = spare[1];
    const page = await signedIn(browser, phone, { at: '/system/system/account' });
    await page.getByTestId('current-phone').filter({ hasText: '****' }).waitFor();
    await page.click('[data-testid=phone-change]');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.fill('input[name=mobile]', '1234');
    await page.getByText('请输入正确的手机号').waitFor();
    expect(await page.isDisabled('[data-testid=phone-confirm]')).toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'pages-phone-change-zh');
    // a number another account holds: the code goes out, the change is refused with the alert
    await page.fill('input[name=mobile]', ACCOUNTS.director4);
    await page.click('[data-testid=send-code]');
    await page.getByText(/\d+ 秒后重发/).waitFor();
    await page.fill('input[name=code]', await lastSmsCode(ACCOUNTS.director4));
    await page.click('[data-testid=phone-confirm]');
    await page.getByText('该手机号已被绑定，请更换其他手机号').waitFor();
    expect(await page.inputValue('input[name=mobile]')).toBe('');
    await page
      .getByRole('button', { name: /确\s*定|知道了|OK/ })
      .last()
      .click();
    // a free number: changed, and the login name with it
    const fresh = `1365${phone.slice(-7)}`;
    await page.fill('input[name=mobile]', fresh);
    await page.click('[data-testid=send-code]');
    await page.getByText(/\d+ 秒后重发/).waitFor();
    await page.fill('input[name=code]', await lastSmsCode(fresh));
    await page.click('[data-testid=phone-confirm]');
    await page
      .getByTestId('current-phone')
      .filter({ hasText: `136****${fresh.slice(-4)}` })
      .waitFor();
    expect(await query('select 1 from accounts where phone = $1', [fresh])).toHaveLength(1);
    await page.context().close();
  });

  it('completes the profile from the getting-started item, which then leaves the workbench and the bell', async () => {
    const page = await signedIn(browser, spare[2]);
    await page.getByTestId('guide-profile').waitFor();
    expect(await page.getAttribute('[data-testid=notice-bell]', 'data-dot')).toBe('true');
    await page.getByTestId('guide-profile').getByRole('button').click();
    await page.waitForURL(/\/system\/system\/account$/);
    await page.click('[data-testid=profile-edit]');
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder(/现住址/).fill('厦门市同安区新民镇 31 号');
    await dialog.getByPlaceholder(/邮箱/).fill('staff@example.cn');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('profile').getByText('staff@example.cn').waitFor();
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.getByText('都完成了，没有待办事项').waitFor();
    expect(await page.getAttribute('[data-testid=notice-bell]', 'data-dot')).toBeNull();
    const [row] = await query<{ address: string; email: string }>(
      `select p.address, p.email from staff_profiles p join members m
      on m.institution_id = p.school_id and m.id = p.member_id join accounts a on a.id = m.account_id where a.phone = $1`,
      [spare[2]],
    );
    expect(row).toEqual({ address: '厦门市同安区新民镇 31 号', email: 'staff@example.cn' });
    await page.context().close();
  });
});
