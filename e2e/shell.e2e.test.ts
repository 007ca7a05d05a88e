import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson } from '../bench/server.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, goTo, loginAt, logOut, newContext, pathOf, refreshStatus } from './pages-helpers.ts';
import { freshSignIn, remember, signedIn } from './sessions.ts';

const DIRECTOR = ACCOUNTS.director1;
const MULTI = ACCOUNTS.multi;
const SCHOOL1 = '阳光第一幼儿园';
const idOf = async (name: string) => Number((await query<{ id: number }>(`select id from institutions where name = $1`, [name]))[0].id);
/** A dozen pages of the director's, each its own tab (with the workbench: 80 px tabs). */
const MANY = [
  '/desktop/application',
  '/health/examinations/morningExaminations/index',
  '/health/examinations/morningExaminations/monthRecord',
  '/health/temperature/child',
  '/health/temperature/teacher',
  '/health/check/allergen',
  '/health/check/history',
  '/health/care/day',
  '/health/fitness/examinationPlan/index',
  '/health/alerts/index',
  '/recipes/nutrition/cookbook/menu',
  '/recipes/nutrition/cookbook/index',
];

const tabTitles = (page: Page) => page.$$eval('[data-testid=shell-tab]', (els) => els.map((e) => e.textContent));
const selectedTab = (page: Page) => page.getAttribute('[data-testid=shell-tab][aria-selected=true]', 'data-name');
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

// Signing in and out through the real login page (the password leaves the browser encrypted, only
// http(s) leaves the app, a logout's redirect stays with its account), then the frame around the
// pages: tabs, the institution chooser and switcher, a phone's header
describe.skipIf(!hasChromium)('sign-in and the shell in Chromium', () => {
  const browser = sharedBrowser();

  it('signs the demo director in with the password encrypted in the browser', async () => {
    const page = await (await newContext(browser, 'zh')).newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/web-oauth/common/token')) sent.push(r.postData() ?? '');
    });
    await page.goto(baseUrl());
    await page.waitForURL(/\/login$/);
    expect(await page.title()).toBe('智慧幼儿园管理后台');
    await shot(page, 'login');
    await page.fill('input[name=phone]', '13900000011');
    await page.fill('input[name=password]', 'Kg@123456');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    await expect.poll(() => page.textContent('[data-testid=school-name]')).toBe('阳光第一幼儿园');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('kg.session')!));
    expect(session.permissions.length).toBeGreaterThan(10);
    // the password left the browser encrypted, never as typed
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('Kg@123456');
    expect(JSON.parse(sent[0])).toMatchObject({ account: '13900000011', password: expect.any(String), keyId: expect.any(String) });
    await shot(page, 'signed-in');
    // the tests of the shell below restore this sign-in instead of signing in again
    await remember(page, DIRECTOR);
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on the form', async () => {
    const page = await (await newContext(browser, 'zh')).newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.fill('input[name=phone]', '13900000012');
    await page.fill('input[name=password]', 'wrong-pass-1');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]'), { timeout: 15_000 }).toBe('账号或密码错误');
    expect(await page.isEnabled('button[type=submit]')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

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

  it('person A logs out on a deep page, which ends the session on the server too; person B signing in on that screen lands on B’s own home, A again on the page', async () => {
    const page = await freshSignIn(browser, ACCOUNTS.director1);
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    const deep = '/garden/teacher/staff/index';
    await goTo(page, deep);
    await page.waitForURL(new RegExp(`${deep}$`));
    const { refreshToken } = await page.evaluate(() => JSON.parse(localStorage.getItem('kg.session')!));
    await logOut(page);
    await page.waitForURL(/\/login\?redirect=/, { timeout: 15_000 });
    const loginScreen = pathOf(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(deep);
    // the session is gone with the logout, on the server too: every page leads to the login page
    // again, and the old refresh token renews nothing
    expect(await page.evaluate(() => localStorage.getItem('kg.session'))).toBeNull();
    expect(await refreshStatus(page, refreshToken)).toBe(401);
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForURL(/\/login\?redirect=%2Fdesktop%2Findex/);

    await loginAt(page, ACCOUNTS.director2, undefined, loginScreen);
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kg.session')!).schoolId)).toBe(await idOf('阳光第二幼儿园'));

    // the same person coming back is returned to where they were (a /fullPage view, an expired session)
    await goTo(page, deep);
    await page.waitForURL(new RegExp(`${deep}$`));
    await logOut(page);
    await page.waitForURL(/\/login\?redirect=/, { timeout: 15_000 });
    await loginAt(page, ACCOUNTS.director2, undefined, pathOf(page));
    await page.waitForURL(new RegExp(`${deep}$`), { timeout: 15_000 });
    await page.context().close();
  }, 60_000);

  it('keeps the workbench tab pinned and every title readable with more tabs than fit', async () => {
    const page = await signedIn(browser, DIRECTOR, { viewport: { width: 1440, height: 900 } });
    await page.waitForURL(/\/desktop\/index/);
    // opened inside the running app, as from the menu: each its own tab
    for (const p of MANY) {
      const before = await selectedTab(page);
      await goTo(page, p);
      await expect.poll(() => selectedTab(page), { timeout: 30_000 }).not.toBe(before);
    }
    await expect.poll(async () => (await tabTitles(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(12);
    const count = (await tabTitles(page)).length;
    const width = `${count <= 9 ? 130 : count <= 11 ? 110 : count <= 12 ? 90 : 80}px`;
    expect(new Set(await page.$$eval('[data-testid=shell-tab]', (els) => els.map((e) => (e as HTMLElement).style.width)))).toEqual(
      new Set([width]),
    );
    const pinned = async () => {
      const box = await page.locator('[data-testid=shell-tab][data-name=desktop-index]').boundingBox();
      const viewport = page.viewportSize()!;
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      // titles keep three characters and more, the rest behind an ellipsis and the tooltip
      const titles = await page.$$eval('.kg-tab-title', (els) => els.map((e) => (e as HTMLElement).offsetWidth));
      expect(Math.min(...titles)).toBeGreaterThanOrEqual(42);
    };
    await pinned();
    expect(await page.isVisible('[data-testid=tabs-left]')).toBe(true);
    await shot(page, 'shell-many-tabs-zh');
    // the menu of every tab leads to one scrolled out of sight
    await page.click('[data-testid=tabs-all]');
    await page.getByRole('menuitem', { name: '应用中心' }).click();
    await expect.poll(() => path(page)).toBe('/desktop/application');
    await pinned();

    await page.click('[data-testid=language-switch]');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Switch Language Success').waitFor();
    await pinned();
    await shot(page, 'shell-many-tabs-en');
    await page.goto(`${baseUrl()}/garden/student/add`);
    await page.locator('.ant-form-item-label').first().waitFor({ timeout: 15_000 });
    await shot(page, 'shell-form-en');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.locator('.kg-header-tabs [data-testid=shell-tab][data-name=desktop-index]').waitFor();
    await pinned();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'shell-many-tabs-phone-en');
    // a form in English on a phone: labels above their fields, no colon left on a line of its own
    await page.goto(`${baseUrl()}/garden/student/add`);
    await page.locator('.ant-form-item-label').first().waitFor({ timeout: 15_000 });
    await shot(page, 'shell-form-phone-en');
    await page.context().close();
  }, 180_000); // a dozen page loads on a busy machine

  it('lets the account of several institutions choose one, then switch from the header', async () => {
    const page = await freshSignIn(browser, MULTI);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请选择要进入的机构').waitFor();
    expect(await page.textContent('[data-testid=chooser-count]')).toContain('3');
    await page.waitForTimeout(400); // the dialog's opening animation
    // one item is the current institution (the last one entered: earlier tests may have moved it)
    const current = await page.$$eval('[data-testid=chooser-item][data-current]', (els) => els.map((e) => e.textContent));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('当前');
    await shot(page, 'shell-chooser');
    const school = current[0]!.startsWith('阳光第二幼儿园') ? '阳光第一幼儿园' : '阳光第二幼儿园';
    await dialog.getByText(school).click();
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+/);
    await expect.poll(() => page.textContent('[data-testid=current-institution]')).toBe(school);
    await expect.poll(() => page.title()).toBe(`工作台 - ${school}`);

    await page.click('[data-testid=institution-switcher]');
    await page.getByRole('menuitem', { name: '阳光幼教集团' }).waitFor();
    await page.waitForTimeout(400); // the dropdown's opening animation
    await shot(page, 'shell-switcher');
    await page.getByRole('menuitem', { name: '阳光幼教集团' }).click();
    await page.waitForURL(/\/group\/system\?schoolId=\d+/);
    await expect.poll(() => page.textContent('[data-testid=current-institution]')).toBe('阳光幼教集团');
    // group users see only the desktop tab
    await expect.poll(() => tabTitles(page)).toEqual(['集团首页']);
    await page.waitForLoadState('networkidle');
    await page.waitForSelector('.kg-page-loading', { state: 'detached' });
    await shot(page, 'shell-group');
    await page.context().close();
  });

  it('is usable on a phone: condensed header, scrollable tabs', async () => {
    const page = await signedIn(browser, DIRECTOR, { viewport: { width: 390, height: 844 } });
    await page.waitForURL(/\/desktop\/index/);
    await goTo(page, '/desktop/application');
    await expect.poll(() => tabTitles(page)).toEqual(['工作台', '应用中心']);
    await page.waitForLoadState('networkidle');
    const overflow = await page.$eval('.kg-tabs-scroll', (el) => getComputedStyle(el).overflowX);
    expect(overflow).toBe('auto');
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'shell-mobile');
    // the narrowest phone keeps the person's menu and the language in the header
    await page.setViewportSize({ width: 360, height: 760 });
    await page.locator('[data-testid=user-menu]').waitFor();
    expect(await page.isVisible('[data-testid=language-switch]')).toBe(true);
    await page.context().close();
  });
});
