import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { lastSmsCode, query } from './db.ts';
import { ACCOUNTS, loginAt, newContext } from './pages-helpers.ts';

describe.skipIf(!hasChromium)('group schools in Chromium', () => {
  const browser = sharedBrowser();

  it('the group administrator creates a school with its director, who signs in with the texted password to an empty school with default grades', async () => {
    // a name and phone of this run only: the e2e database outlives the file
    const stamp = String(Date.now()).slice(-6);
    const [name, phone] = [`启明星幼儿园${stamp}`, `13791${stamp.padStart(6, '0')}`];
    const admin = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(admin, ACCOUNTS.groupAdmin);
    await admin.waitForURL(/\/group\/system/);
    await admin.getByTestId('school-add').click();
    await admin.getByTestId('school-name').fill(name);
    await admin.getByTestId('director-name').fill('林园长');
    await admin.getByLabel('园长手机号').fill(phone);
    await admin.getByTestId('save').click();
    await admin.waitForURL(/\/group\/system\/school\/detail\?id=\d+/);
    await admin.getByTestId('group-school-detail').getByText(name).waitFor();
    await admin.context().close();

    const [sms] = await query<{ content: string }>('select content from sms_messages where phone = $1 order by id desc limit 1', [phone]);
    const password = /初始密码 (\S+)，/.exec(sms.content)?.[1];
    expect(password).toBeTruthy();

    // the first sign-in must replace the texted password (by a code to the same phone)
    const director = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(director, phone, password);
    await director.waitForURL(/\/desktop\/reset-password-guide$/);
    await director.waitForFunction((p) => (document.querySelector('input[name=phone]') as HTMLInputElement | null)?.value === p, phone);
    await director.click('[data-testid=send-code]');
    await director.getByText(/\d+ 秒后重发/).waitFor();
    await director.fill('input[name=code]', await lastSmsCode(phone));
    await director.fill('input[name=password]', 'Qiming2026ok');
    await director.fill('input[name=confirmPassword]', 'Qiming2026ok');
    await director.click('button[type=submit]');
    await director.waitForURL(/\/login/);
    await loginAt(director, phone, 'Qiming2026ok');
    await director.waitForURL(/\/desktop\/index\?schoolId=\d+$/);
    await director.goto(`${baseUrl()}/garden/base/grade`);
    const grades = director.getByTestId('garden-grade-table');
    for (const g of ['小班', '中班', '大班']) await grades.getByText(g, { exact: true }).first().waitFor();
    expect(await grades.locator('.ant-table-row').count()).toBe(3);
    const [counts] = await query<{ children: number; classes: number }>(
      `select (select count(*) from students s join institutions i on i.id = s.school_id where i.name = $1)::int as children,
        (select count(*) from classes c join institutions i on i.id = c.school_id where i.name = $1)::int as classes`,
      [name],
    );
    expect(counts).toEqual({ children: 0, classes: 0 });
    await director.context().close();
  });
});
