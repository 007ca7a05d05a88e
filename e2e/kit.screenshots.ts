import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { ACCOUNTS, type Lang, loginAt, newContext, pathOf } from './pages-helpers.ts';

// `npm run screenshots`: the page kit's pieces in zh and en, wide (1440 px) and narrow (360 px),
// for a person to look at (test-results/screenshots/kit-*.png): many-column lists with their
// row actions and column chooser, the folded filters, the import dialog refusing a text file,
// and the "no access" page.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 360, height: 780 };

async function signedInAt(browser: Browser, phone: string, lang: Lang, viewport: typeof WIDE): Promise<Page> {
  const page = await (await newContext(browser, lang, viewport)).newPage();
  await loginAt(page, phone);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/** A list page with its rows in. */
async function openList(page: Page, at: string, table: string): Promise<void> {
  await page.goto(`${baseUrl()}${at}`);
  await page.getByTestId(table).locator('tbody tr.ant-table-row').first().waitFor();
  await page.waitForTimeout(300);
}

describe.skipIf(!hasChromium)('page kit screenshots in Chromium', () => {
  const browser = sharedBrowser();

  it.each(['zh', 'en'] as Lang[])(
    'saves the edit-and-delete lists at 1440 px (%s)',
    async (lang) => {
      const page = await signedInAt(browser, ACCOUNTS.director1, lang, WIDE);
      for (const [at, table, name] of [
        ['/garden/base/position', 'garden-position-table', 'positions'],
        ['/garden/base/semester', 'garden-semester-table', 'terms'],
        ['/classboard/manage/room', 'classboard-room-table', 'rooms'],
        ['/classboard/manage/content', 'classboard-content-table', 'class-brand'],
      ] as const) {
        await openList(page, at, table);
        await shot(page, `kit-${name}-list-1440-${lang}`);
      }
      await page.context().close();
    },
    120_000,
  );

  it.each(['zh', 'en'] as Lang[])(
    'saves the lists, filters and import dialog at 1440 and 360 px (%s)',
    async (lang) => {
      for (const [size, viewport] of [
        ['1440', WIDE],
        ['360', NARROW],
      ] as const) {
        const page = await signedInAt(browser, ACCOUNTS.director1, lang, viewport);
        await openList(page, '/garden/teacher/staff/index', 'garden-staff-table');
        await shot(page, `kit-staff-list-${size}-${lang}`);
        await openList(page, '/garden/student/index', 'garden-student-table');
        await shot(page, `kit-child-list-${size}-${lang}`);
        if (size === '360') {
          await page.getByTestId('search-more').click();
          await shot(page, `kit-child-filters-open-${size}-${lang}`);
        }
        const more = page.getByTestId('garden-student-table').getByTestId('row-more').first();
        if (await more.count()) {
          await more.click();
          await page.locator('.ant-dropdown:visible').waitFor();
          await page.waitForTimeout(400); // the menu's opening motion
          await shot(page, `kit-child-row-more-${size}-${lang}`);
          await page.keyboard.press('Escape');
        }
        await page.getByTestId('column-chooser').first().click();
        await page.getByTestId('column-chooser-panel').waitFor();
        await page.waitForTimeout(400);
        await shot(page, `kit-child-columns-${size}-${lang}`);
        await page.keyboard.press('Escape');
        await openList(page, '/garden/base/class/index', 'garden-class-table');
        await shot(page, `kit-class-list-${size}-${lang}`);

        await openList(page, '/garden/teacher/staff/index', 'garden-staff-table');
        await page.getByTestId('import').click();
        const txt = path.join(os.tmpdir(), 'staff.txt');
        fs.writeFileSync(txt, 'not a workbook');
        await page.locator('.ant-modal input[type=file]').setInputFiles(txt);
        await page.getByTestId('import-problem').waitFor();
        await page.waitForTimeout(500); // the dialog's opening motion
        await shot(page, `kit-import-refuses-txt-${size}-${lang}`);
        await page.context().close();
      }
    },
    300_000,
  );

  it.each(['zh', 'en'] as Lang[])(
    'saves the "no access" page of a teacher at a staff address and of a group at the application centre (%s)',
    async (lang) => {
      for (const [size, viewport] of [
        ['1440', WIDE],
        ['360', NARROW],
      ] as const) {
        const teacher = await signedInAt(browser, ACCOUNTS.teacher, lang, viewport);
        await teacher.goto(`${baseUrl()}/garden/teacher/staff/index`);
        await teacher.getByTestId('no-access').waitFor();
        expect(pathOf(teacher)).toBe('/garden/teacher/staff/index');
        await shot(teacher, `kit-no-access-teacher-${size}-${lang}`);
        await teacher.getByTestId('no-access-home').click();
        await teacher.waitForURL(/\/desktop\/index/);
        await teacher.context().close();
      }
      const group = await signedInAt(browser, ACCOUNTS.groupAdmin, lang, WIDE);
      await group.goto(`${baseUrl()}/desktop/application`);
      await group.getByTestId('no-access').waitFor();
      await shot(group, `kit-no-access-group-application-1440-${lang}`);
      await group.context().close();
    },
    120_000,
  );
});
