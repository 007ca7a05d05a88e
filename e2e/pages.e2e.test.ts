import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_INSTITUTIONS } from '../apps/server/src/platform/demo/demo-accounts.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, institutionId } from './pages-helpers.ts';
import { freshSignIn, remember, signedIn } from './sessions.ts';

const [SCHOOL1, SCHOOL2, SCHOOL3, SCHOOL4] = DEMO_INSTITUTIONS.schools;
const heroName = (page: Page) => page.textContent('[data-testid=school-name]');
const idOf = async (name: string) => (await query<{ id: string }>('select id from institutions where name = $1', [name]))[0].id;

describe.skipIf(!hasChromium)('pages in Chromium', () => {
  const browser = sharedBrowser();

  it('signs every school account in to the desktop of its school', async () => {
    const cases: [string, string][] = [
      [ACCOUNTS.director1, SCHOOL1],
      [ACCOUNTS.director2, SCHOOL2],
      [ACCOUNTS.director3, SCHOOL3],
      [ACCOUNTS.director4, SCHOOL4],
      [ACCOUNTS.teacher, SCHOOL1],
      [ACCOUNTS.health, SCHOOL1],
      [ACCOUNTS.finance, SCHOOL1],
    ];
    for (const [phone, school] of cases) {
      const page = await freshSignIn(browser, phone);
      await page.waitForURL(new RegExp(`/desktop/index\\?schoolId=${await idOf(school)}$`));
      await expect.poll(() => heroName(page), { message: phone }).toBe(school);
      await page.context().close();
    }
  }, 180_000);

  it('signs the group administrator in to the group home with its schools', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.groupAdmin);
    await page.waitForURL(new RegExp(`/group/system\\?schoolId=${await idOf(DEMO_INSTITUTIONS.group)}$`));
    const table = page.getByTestId('group-home-table');
    for (const s of [SCHOOL1, SCHOOL2, SCHOOL3]) await table.getByText(s).waitFor();
    expect(await table.getByText(SCHOOL4).count()).toBe(0);
    await page.context().close();
  });

  it('signs the regulator in to the supervised schools', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.regulator);
    await page.waitForURL(/\/regulator\/index$/);
    for (const s of DEMO_INSTITUTIONS.schools) await page.getByTestId('school-table').getByText(s).waitFor();
    await page.getByText('共 4 所').waitFor();
    // the read-only visit below restores this sign-in instead of signing in again
    await remember(page, ACCOUNTS.regulator);
    await page.context().close();
  });

  it('opens the chooser for the account of several institutions and enters the chosen group', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.multi);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请选择要进入的机构').waitFor();
    await page.waitForTimeout(400); // opening animation
    const current = await page.$$eval('[data-testid=chooser-item][data-current]', (els) => els.map((e) => e.textContent ?? ''));
    // enter the group unless the session already is in it, then a school
    const target = current[0]?.startsWith(DEMO_INSTITUTIONS.group) ? SCHOOL2 : DEMO_INSTITUTIONS.group;
    await dialog.getByText(target, { exact: true }).click();
    const home = target === SCHOOL2 ? /\/desktop\/index\?schoolId=\d+$/ : /\/group\/system\?schoolId=\d+$/;
    await page.waitForURL(home);
    expect(await institutionId(page)).toBe(Number(await idOf(target)));
    await page.context().close();
  });

  it('lets the regulator enter a school read-only in a new tab, without any change action', async () => {
    const page = await signedIn(browser, ACCOUNTS.regulator);
    await page.waitForURL(/\/regulator\/index$/);
    const row = page.getByTestId('school-table').locator('tr', { hasText: SCHOOL1 });
    const [visit] = await Promise.all([page.context().waitForEvent('page'), row.getByTestId('enter-school').click()]);
    await visit.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    expect(await institutionId(visit)).toBe(Number(await idOf(SCHOOL1)));
    await visit.getByTestId('read-only-banner').waitFor();
    expect(await visit.textContent('[data-testid=read-only-banner]')).toContain(SCHOOL1);
    await expect.poll(() => heroName(visit)).toBe(SCHOOL1);
    // the visit lives in this tab only: the regulator's own tab keeps its own session
    const session = await visit.evaluate(() => JSON.parse(sessionStorage.getItem('kg.session')!));
    expect(session.readOnly).toBe(true);
    const shared = await visit.evaluate(() => JSON.parse(localStorage.getItem('kg.session')!));
    expect(shared.readOnly).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/regulator/index');
    // logout returns to the regulator site the link named
    expect(await visit.evaluate(() => sessionStorage.getItem('kg.referer'))).toBe(`${baseUrl()}/regulator/index`);
    await shot(visit, 'pages-regulator-visit-zh');
    await visit.goto(`${baseUrl()}/system/system/account`);
    await visit.getByTestId('account').waitFor();
    expect(await visit.$$('[data-testid=phone-change], [data-testid=wechat-bind], [data-testid=profile-edit]')).toHaveLength(0);
    // the server refuses a change in this session whatever the page shows
    const refused = await visit.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('kg.session')!);
      const r = await fetch('/api/user/v1/bind/unbind', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"id":1}',
      });
      return r.status;
    });
    expect(refused).toBeGreaterThanOrEqual(400);
    await page.context().close();
  });
});
