import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { goTo } from './pages-helpers.ts';
import { freshSignIn, signedIn } from './sessions.ts';

const DIRECTOR = '13900000011';
const MULTI = '13900000031';
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

describe.skipIf(!hasChromium)('shell in Chromium', () => {
  const browser = sharedBrowser();

  it('opens, replaces and closes tabs', async () => {
    const page = await signedIn(browser, DIRECTOR);
    await page.waitForURL(/\/desktop\/index/);
    await expect.poll(() => tabTitles(page), { timeout: 15_000 }).toEqual(['工作台']); // the shell may still be loading on a busy machine
    await page.goto(`${baseUrl()}/desktop/application`);
    await expect.poll(() => tabTitles(page)).toEqual(['工作台', '应用中心']);
    // the same top module with another query replaces its tab
    await page.goto(`${baseUrl()}/desktop/application?from=test`);
    await expect.poll(() => tabTitles(page)).toEqual(['工作台', '应用中心']);
    expect(await page.getAttribute('[data-testid=shell-tab][aria-selected=true]', 'data-name')).toBe('desktop-application');
    expect(await page.$$eval('[data-testid=shell-tab]', (els) => els.map((e) => (e as HTMLElement).style.width))).toEqual([
      '130px',
      '130px',
    ]);
    // the fixed desktop tab has no close button
    expect(await page.$$('[data-testid=shell-tab][data-name=desktop-index] [data-testid=shell-tab-close]')).toHaveLength(0);
    await shot(page, 'shell-tabs');
    // clicking a tab goes to it
    await page.click('[data-testid=shell-tab][data-name=desktop-index]');
    await expect.poll(() => path(page)).toMatch(/^\/desktop\/index/);
    await page.click('[data-testid=shell-tab][data-name=desktop-application]');
    await expect.poll(() => path(page)).toBe('/desktop/application?from=test');
    // closing the active tab goes to its neighbour
    await page.click('[data-testid=shell-tab][data-name=desktop-application] [data-testid=shell-tab-close]');
    await expect.poll(() => path(page)).toMatch(/^\/desktop\/index/);
    await expect.poll(() => tabTitles(page)).toEqual(['工作台']);
    await page.context().close();
  });

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

  it('logs out to the login page and keeps the pages closed afterwards', async () => {
    // logging out ends the session: its own, not the one the other tests restore
    const page = await freshSignIn(browser, DIRECTOR);
    await page.waitForURL(/\/desktop\/index/);
    await page.goto(`${baseUrl()}/desktop/application`);
    await page.click('[data-testid=user-menu]');
    await page.getByText('退出登录').click();
    await page.waitForURL(/\/login\?redirect=%2Fdesktop%2Fapplication/);
    expect(await page.evaluate(() => localStorage.getItem('kg.session'))).toBeNull();
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForURL(/\/login\?redirect=%2Fdesktop%2Findex/);
    await page.context().close();
  });

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
    await page.goto(`${baseUrl()}/desktop/application`);
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
