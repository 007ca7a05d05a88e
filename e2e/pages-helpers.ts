import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** A fresh context (own storage) whose browser language picks the interface language; it asks for reduced motion, so no test waits on antd's transitions. */
export function newContext(browser: Browser, lang: Lang = 'zh', viewport = { width: 1366, height: 820 }): Promise<BrowserContext> {
  return browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport, reducedMotion: 'reduce' });
}

export async function loginAt(page: Page, phone: string, password = PASSWORD, at = '/login'): Promise<void> {
  await page.goto(`${baseUrl()}${at}`);
  await page.fill('input[name=phone]', phone);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

export async function signedIn(browser: Browser, phone: string, lang: Lang = 'zh'): Promise<Page> {
  const page = await (await newContext(browser, lang)).newPage();
  await loginAt(page, phone);
  return page;
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
