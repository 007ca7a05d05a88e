import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { lastSmsCode, query } from './db.ts';
import { ACCOUNTS, goTo, type Lang, loginAt, newContext, settledLayout, sidewaysOverflow } from './pages-helpers.ts';
import { freshSignIn, signedIn } from './sessions.ts';

const ACCOUNTS_TAB = '/system/system/account?tab=accounts';
/** Opens the accounts tab inside the running app (already there after signing in with `at`). */
const openAccounts = async (page: Page) => {
  await goTo(page, ACCOUNTS_TAB);
  await page.waitForSelector('[data-testid=accounts-table] .ant-table-row');
};

/** The row of one phone, found by the search form (its last four digits). */
async function searchPhone(page: Page, phone: string) {
  await page.fill('[data-field=accountMobile] input', phone.slice(-4));
  await page.getByRole('button', { name: /查\s*询|Search/ }).click();
  await expect.poll(() => page.locator('[data-testid=accounts-table] .ant-table-row').count()).toBe(1);
}

/** Pictures of the history drawer and the add dialog for `npm run screenshots` (their content is tested in jsdom). */
async function drawerAndDialogShots(page: Page, suffix: string) {
  await page.getByTestId('row-history').first().click();
  await page.waitForSelector('[data-testid=sign-in-history-table] .ant-table-row');
  await shot(page, `system-account-history-${suffix}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('add').click();
  await page.waitForSelector('.ant-modal [data-testid=save]');
  await shot(page, `system-account-add-${suffix}`);
  await page.keyboard.press('Escape');
}

/** Staff accounts of the independent school that no other test signs in with. */
async function spareStaff(n: number): Promise<string[]> {
  const rows = await query<{ phone: string }>(
    `select a.phone from accounts a join members m on m.account_id = a.id
    join institutions i on i.id = m.institution_id where i.name = '童心幼儿园' and a.phone like '137%' order by a.id limit $1`,
    [n],
  );
  return rows.map((r) => r.phone);
}

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? 'null'));

// A person's own account (tokens, password, phone, profile) and the director's accounts tab
describe.skipIf(!hasChromium)('accounts in Chromium', () => {
  const browser = sharedBrowser();
  let spare: string[];
  beforeAll(async () => {
    spare = await spareStaff(3);
  });
  afterAll(async () => {
    // the finance account as the other browser tests expect it
    await query(
      `delete from member_sign_in_blocks where member_id in
      (select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1)`,
      [ACCOUNTS.finance],
    );
  });

  it("the director disables an account and that account's open session is refused on its next call", async () => {
    const member = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(member, ACCOUNTS.finance);
    await member.waitForURL(/\/desktop\/index/);

    const director = await signedIn(browser, ACCOUNTS.director1, { viewport: { width: 1440, height: 900 }, at: ACCOUNTS_TAB });
    await openAccounts(director);
    await searchPhone(director, ACCOUNTS.finance);
    await director.getByTestId('row-disable').click();
    await director.getByTestId('confirm-ok').click();
    await expect.poll(() => director.locator('[data-testid=accounts-table] [data-testid=status-2]').count()).toBe(1);

    // the member's next call, made by the app as they open a module from the desktop, answers signed
    // out (the answers are read on their way to the page: it leaves at once, taking their bodies)
    const answers: string[] = [];
    await member.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      answers.push(body);
      // the page may have left for the login page already, abandoning this call: nothing to pass on
      await route.fulfill({ response, body }).catch(() => {});
    });
    await member.locator('[data-testid=module-tile]').first().click();
    await member.waitForURL(/\/login/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => JSON.parse(a).code === 'gateway-0102')).toBe(true);
    await member.unroute('**/api/**');
    // and signing in again is refused
    await loginAt(member, ACCOUNTS.finance);
    await member.getByRole('alert').waitFor();
    expect(new URL(member.url()).pathname).toBe('/login');

    await director.getByTestId('row-enable').click();
    await director.getByTestId('confirm-ok').click();
    await expect.poll(() => director.locator('[data-testid=accounts-table] [data-testid=status-1]').count()).toBe(1);
    await member.context().close();
    await director.context().close();
  });

  it.each(['zh', 'en'] as Lang[])('shows the accounts tab in %s at 1440 and 360 px without sideways scrolling', async (lang) => {
    // the history drawer's rows and the add dialog are component tests (sign-in-history,
    // account-add-link): here only what needs a browser's layout
    const page = await signedIn(browser, ACCOUNTS.director1, { lang, viewport: { width: 1440, height: 800 }, at: ACCOUNTS_TAB });
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await openAccounts(page);
      await settledLayout(page);
      await shot(page, `system-account-${lang}-${width}`);
      expect(await sidewaysOverflow(page), `${width}`).toBeLessThanOrEqual(0);
      if (process.env.SCREENSHOTS === '1') await drawerAndDialogShots(page, `${lang}-${width}`);
    }
    await page.context().close();
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
