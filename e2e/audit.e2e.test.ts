import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const shown = (selector: string) => `${selector} >> visible=true`;
// unique per run: the shared server's database outlives one run of this file
const NEW_NAME = `审计${Date.now() % 100_000}`;

describe.skipIf(!hasChromium)('audit trail in Chromium', () => {
  const browser = sharedBrowser();

  it("shows the director a change a colleague just made, side by side, in the record's history, and verifies the chain", async () => {
    // a child in the teacher's own classes
    const [child] = await query<{ id: number; name: string }>(
      `select s.id, s.name from students s join member_class_ranges r on r.school_id = s.school_id and r.class_id = s.class_id
       join members m on m.institution_id = r.school_id and m.id = r.member_id join accounts a on a.id = m.account_id
       where a.phone = $1 and s.status = 1 order by s.id limit 1`,
      [ACCOUNTS.teacher],
    );
    const teacher = await signedIn(browser, ACCOUNTS.teacher, { at: `/garden/student/edit?id=${child.id}` });
    await teacher.locator(shown('#name')).waitFor();
    await expect.poll(() => teacher.inputValue(shown('#name'))).toBe(child.name);
    await teacher.fill(shown('#name'), NEW_NAME);
    await teacher.click(shown('[data-testid=save]'));
    await teacher.waitForURL(/\/garden\/student\/(index|info)/);
    await teacher.context().close();

    const director = await signedIn(browser, ACCOUNTS.director1, { at: '/system/audit' });
    const table = director.getByTestId('system-audit-table');
    const row = table
      .locator('tr', { hasText: '修改' })
      .filter({ hasText: String(child.id) })
      .first();
    await row.waitFor();
    await row.click();
    const change = director.locator('[data-testid^=audit-change-]').first();
    await change.getByText(NEW_NAME).waitFor();
    await expect(change.getByText(child.name).count()).resolves.toBe(1);
    await expect(change.getByText('姓名/名称').count()).resolves.toBe(1);
    await shot(director, 'audit-page-change');

    await director.getByTestId('audit-verify').click();
    await director.getByTestId('audit-verify-result').waitFor();
    expect(await director.getByTestId('audit-verify-result').textContent()).toContain('日志链完整');
    await shot(director, 'audit-verify');

    await director.goto(`${baseUrl()}/garden/student/info?id=${child.id}`);
    await director.getByTestId('record-history').click();
    await director.getByTestId('record-history-table').getByText('修改').first().waitFor();
    await shot(director, 'audit-child-history');
    await director.context().close();
  });
});
