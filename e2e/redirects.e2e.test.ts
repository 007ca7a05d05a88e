import { describe, expect, it } from 'vitest';
import { postJson } from '../bench/server.ts';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, loginAt, newContext, pathOf } from './pages-helpers.ts';
import { freshSignIn, signedIn } from './sessions.ts';

const SCHOOL1 = '阳光第一幼儿园';
const idOf = async (name: string) => Number((await query<{ id: number }>(`select id from institutions where name = $1`, [name]))[0].id);

/** Signs out through the user menu, as a person does. */
async function logOut(page: import('playwright-core').Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /退出登录|Log out|Sign out/ }).click();
}

describe.skipIf(!hasChromium)('only http(s) leaves the app, and a logout’s redirect stays with its account', () => {
  const browser = sharedBrowser();

  it('a /referer link with protocol=javascript runs no script on logout and lands on the login page', async () => {
    // a real entry code, as the regulator's console asks for one
    const regulator = await signedIn(browser, ACCOUNTS.regulator);
    await regulator.waitForURL(/\/regulator\/index$/);
    const token = await regulator.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? '{}').token as string);
    const code = (await postJson(baseUrl(), '/api/iam/v1/web-oauth/common/auth-code', { schoolId: await idOf(SCHOOL1) }, token)).data;
    await regulator.context().close();

    const victim = await (await newContext(browser, 'zh')).newPage();
    const dialogs: string[] = [];
    victim.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // 'javascript://' would start a comment: the line break ends it, as an attacker writes it
    const q = new URLSearchParams({
      temptoken: code.temptoken,
      loginId: String(code.loginId),
      tenantryName: SCHOOL1,
      protocol: 'javascript',
      referer: '\nwindow.__pwned=1;alert(document.cookie)',
    });
    await victim.goto(`${baseUrl()}/referer?${q}`);
    await victim.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    expect(await victim.evaluate(() => sessionStorage.getItem('kg.referer'))).toBeNull();
    await logOut(victim);
    await victim.waitForURL(/\/login(\?|$)/, { timeout: 15_000 });
    expect(await victim.evaluate(() => (window as { __pwned?: number }).__pwned ?? 0)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(new URL(victim.url()).pathname).toBe('/login');
    await victim.context().close();
  }, 45_000);

  it('person A logs out on a deep page; person B signing in on that screen lands on B’s own home, A again on the page', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.director1);
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    const deep = '/garden/teacher/staff/index';
    await page.goto(`${baseUrl()}${deep}`);
    await page.waitForURL(new RegExp(`${deep}$`));
    await logOut(page);
    await page.waitForURL(/\/login\?redirect=/, { timeout: 15_000 });
    const loginScreen = pathOf(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(deep);

    await loginAt(page, ACCOUNTS.director2, undefined, loginScreen);
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kg.session')!).schoolId)).toBe(await idOf('阳光第二幼儿园'));

    // the same person coming back is returned to where they were (a /fullPage view, an expired session)
    await page.goto(`${baseUrl()}${deep}`);
    await page.waitForURL(new RegExp(`${deep}$`));
    await logOut(page);
    await page.waitForURL(/\/login\?redirect=/, { timeout: 15_000 });
    await loginAt(page, ACCOUNTS.director2, undefined, pathOf(page));
    await page.waitForURL(new RegExp(`${deep}$`), { timeout: 15_000 });
    await page.context().close();
  }, 60_000);
});
