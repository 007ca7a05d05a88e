import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../apps/server/src/db/pool.ts';
import { notify } from '../apps/server/src/platform/notices/notify.ts';
import { RecordingWechatTemplates } from '../apps/server/src/platform/notices/wechat-template-provider.ts';
import { RecordingSms } from '../apps/server/src/platform/sms/index.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';

// finance staff: no other browser test reads this account's messages
const PHONE = '13900000023';
/** One poll of the bell (30 s), passed on the page's own clock rather than waited out. */
const POLL_MS = 31_000;

describe.skipIf(!hasChromium)('notification centre in Chromium', () => {
  const browser = sharedBrowser();

  it('raises the bell count when a message arrives and lowers it when the message is read', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 820 }, reducedMotion: 'reduce' });
    // the page's timers run on a clock the test can move on: the bell's 30 s poll is passed, not waited
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.fill('input[name=phone]', PHONE);
    await page.fill('input[name=password]', 'Kg@123456');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/desktop\/index/);
    const bell = page.getByTestId('notice-bell');
    await bell.waitFor();
    const count = async () => Number(await bell.getAttribute('data-count'));
    const [who] = await query<{ accountId: number; schoolId: number }>(
      `select a.id as "accountId", m.institution_id as "schoolId" from accounts a join members m on m.account_id = a.id where a.phone = $1`,
      [PHONE],
    );
    const [{ n: unread }] = await query<{ n: number }>(
      'select count(*)::int as n from notices where institution_id = $1 and account_id = $2 and read_at is null',
      [who.schoolId, who.accountId],
    );
    await expect.poll(count, { timeout: 15_000 }).toBe(unread);

    // another part of the system tells this person something, through the one server function
    const { pool, db } = createPool(inject('pgUrl'), 1);
    try {
      await notify(
        { db, sms: new RecordingSms(db), wechatTemplates: new RecordingWechatTemplates() },
        { schoolId: who.schoolId, accounts: [who.accountId] },
        { source: 'jobs', title: { zh: '账单已生成', en: 'Bills are ready' }, link: '/desktop/application' },
      );
    } finally {
      await pool.end();
    }
    // no reload: the bell's own poll picks it up once its interval has passed
    await page.clock.fastForward(POLL_MS);
    await expect.poll(count, { timeout: 15_000 }).toBe(unread + 1);
    await shot(page, 'notices-bell-count');

    await bell.click();
    const item = page.getByTestId('bell-message').filter({ hasText: '账单已生成' });
    await item.waitFor();
    await shot(page, 'notices-bell-open');
    await item.click();
    await page.waitForURL(/\/desktop\/application/);
    const [row] = await query<{ read: boolean }>(
      `select read_at is not null as read from notices where account_id = $1 and title_zh = '账单已生成'`,
      [who.accountId],
    );
    expect(row.read).toBe(true);
    // read: back on the desktop home the bell counts one less
    await page.goto(`${baseUrl()}/desktop/index`);
    await bell.waitFor();
    await expect.poll(count, { timeout: 15_000 }).toBe(unread);

    // the notices page: mark everything read, the bell goes to zero
    await page.goto(`${baseUrl()}/system/notices`);
    await page.getByTestId('system-notices-table').getByText('账单已生成').waitFor();
    await shot(page, 'notices-page');
    await page.getByTestId('notices-mark-all').click();
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>('select count(*)::int as n from notices where account_id = $1 and read_at is null', [who.accountId])
          )[0].n,
      )
      .toBe(0);
    await page.goto(`${baseUrl()}/desktop/index`);
    await bell.waitFor();
    await expect.poll(count, { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 120_000);
});
