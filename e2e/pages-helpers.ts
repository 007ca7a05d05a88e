import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

export const PASSWORD = 'Kg@123456';
export type Lang = 'zh' | 'en';

export const ACCOUNTS = {
  regulator: '13900000001',
  groupAdmin: '13900000002',
  director1: '13900000011',
  director2: '13900000012',
  director3: '13900000013',
  director4: '13900000014',
  teacher: '13900000021',
  health: '13900000022',
  finance: '13900000023',
  multi: '13900000031',
} as const;

/**
 * A fresh context (own storage, or the given stored state) whose browser language picks the
 * interface language; it asks for reduced motion, so no test waits on antd's transitions.
 */
export function newContext(
  browser: Browser,
  lang: Lang = 'zh',
  viewport = { width: 1366, height: 820 },
  storageState?: BrowserContextOptions['storageState'],
): Promise<BrowserContext> {
  return browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport, reducedMotion: 'reduce', storageState });
}

export async function loginAt(page: Page, phone: string, password = PASSWORD, at = '/login'): Promise<void> {
  await page.goto(`${baseUrl()}${at}`);
  await page.fill('input[name=phone]', phone);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

/**
 * Opens a path inside the running app, as a menu click does (the router follows popstate): a
 * page.goto loads and starts the whole app again, a second or more of Chromium's CPU each.
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((at) => {
    history.pushState(null, '', at);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/** The institution of the tab's session (a read-only visit keeps its session in sessionStorage). */
export const institutionId = async (page: Page): Promise<number> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('kg.session') ?? localStorage.getItem('kg.session') ?? '{}').schoolId as number);

/** Page names that have a component in this build (pages/registry.ts: `<name>.page.tsx`). */
export function builtPageNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name.endsWith('.page.tsx')) names.add(e.name.replace(/\.page\.tsx$/, ''));
    }
  };
  walk(path.resolve(import.meta.dirname, '../apps/web/src'));
  return names;
}

/** Waits two frames, so a change of the viewport has been laid out (and antd's breakpoints followed). */
export const settledLayout = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** How far the page scrolls sideways (0 or less: it fits the screen). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Signs out through the user menu, as a person does. */
export async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /退出登录|Log out|Sign out/ }).click();
}

/** The answer to a renewal with this refresh token, signed as the app signs its calls. */
export const refreshStatus = (page: Page, refreshToken: string) =>
  page.evaluate(async (rt) => {
    const time = String(Math.floor(Date.now() / 1000));
    const path = '/api/iam/v1/web-oauth/kid-login/teacher-refresh';
    const data = new TextEncoder().encode(`POST\n${path}\n\n\n${time}`);
    const hex = [...new Uint8Array(await crypto.subtle.digest('SHA-256', data))].map((b) => b.toString(16).padStart(2, '0')).join('');
    return (await fetch(path, { method: 'POST', headers: { authorization: `Bearer ${rt}`, time, signature: hex.slice(0, 10) } })).status;
  }, refreshToken);
