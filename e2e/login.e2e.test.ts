import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { newContext } from './pages-helpers.ts';

describe.skipIf(!hasChromium)('sign-in in Chromium', () => {
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
});
