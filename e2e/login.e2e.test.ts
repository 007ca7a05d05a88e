import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch, shot } from './browser.ts';

describe.skipIf(!hasChromium)('sign-in in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(); });
  afterAll(async () => { await browser?.close(); });

  it('signs the demo director in with the password encrypted in the browser', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl());
    await shot(page, 'login');
    await page.fill('input[name=phone]', '13900000011');
    await page.fill('input[name=password]', 'Kg@123456');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[data-testid=org]'), { timeout: 15_000 }).toBe('阳光第一幼儿园');
    expect(Number(await page.textContent('[data-testid=perm-count]'))).toBeGreaterThan(10);
    await shot(page, 'signed-in');
    await page.close();
  });

  it('shows the server message for a wrong password and stays on the form', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl());
    await page.fill('input[name=phone]', '13900000012');
    await page.fill('input[name=password]', 'wrong-pass-1');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]'), { timeout: 15_000 }).toBe('账号或密码错误');
    expect(await page.isEnabled('button[type=submit]')).toBe(true);
    await page.close();
  });
});
