import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_INSTITUTIONS } from '../apps/server/src/platform/demo/demo-accounts.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { walkDeclaredPages } from './page-walk.ts';
import { ACCOUNTS, institutionId } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const [SCHOOL1, SCHOOL2, SCHOOL3, SCHOOL4] = DEMO_INSTITUTIONS.schools;
const heroName = (page: Page) => page.textContent('[data-testid=school-name]');
const idOf = async (name: string) => (await query<{ id: string }>('select id from institutions where name = $1', [name]))[0].id;

describe.skipIf(!hasChromium)('pages in Chromium', () => {
  const browser = sharedBrowser();

  it('signs the group administrator in to the group home with its schools', async () => {
    const page = await signedIn(browser, ACCOUNTS.groupAdmin);
    await page.waitForURL(new RegExp(`/group/system\\?schoolId=${await idOf(DEMO_INSTITUTIONS.group)}$`));
    const table = page.getByTestId('group-home-table');
    for (const s of [SCHOOL1, SCHOOL2, SCHOOL3]) await table.getByText(s).waitFor();
    expect(await table.getByText(SCHOOL4).count()).toBe(0);
    await page.context().close();
  });

  it('signs the regulator in to the supervised schools', async () => {
    const page = await signedIn(browser, ACCOUNTS.regulator);
    await page.waitForURL(/\/regulator\/index$/);
    for (const s of DEMO_INSTITUTIONS.schools) await page.getByTestId('school-table').getByText(s).waitFor();
    await page.getByText('共 4 所').waitFor();
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

  // last: the walk restores the sessions the tests above signed in (the director's is its first)
  it('opens each declared page for an account that may open it, without page error, 5xx or an empty content area', async () => {
    const { unopened, visits } = await walkDeclaredPages(browser);
    expect(unopened, 'declared pages no demo account may open').toEqual([]);
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.filter((v) => v.problems.length)).toEqual([]);
  }, 600_000);
});
