import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** China's day `offset` days from today, as the server counts days. */
const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const PLAN = '端到端体检';

/** The downloaded template with heights and weights typed in; `badFirst` types an impossible height for the first child. */
async function filledTemplate(template: string, out: string, badFirst: boolean): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(template);
  const ws = wb.worksheets[0];
  let header = 0;
  const col: Record<string, number> = {};
  ws.eachRow((row, n) => {
    if (header) return;
    row.eachCell((cell, c) => {
      const text = String(cell.value ?? '').replace(/^\*/, ''); // a required column is marked *
      if (text.startsWith('幼儿编号')) header = n;
      for (const key of ['幼儿编号', '测量日期', '身高', '体重']) if (text.startsWith(key)) col[key] = c;
    });
  });
  let children = 0;
  for (let n = header + 1; n <= ws.rowCount; n++) {
    const row = ws.getRow(n);
    if (!Number(row.getCell(col.幼儿编号).value)) continue;
    row.getCell(col.测量日期).value = chinaDay(-1);
    row.getCell(col.身高).value = badFirst && children === 0 ? 999 : 102 + (children % 10);
    row.getCell(col.体重).value = 16 + (children % 6) * 0.5;
    children++;
  }
  await wb.xlsx.writeFile(out);
  return children;
}

describe.skipIf(!hasChromium)('exams and menus in Chromium', () => {
  const browser = sharedBrowser();
  let page: Page;
  let schoolId: number;
  beforeAll(async () => {
    page = await signedIn(browser, ACCOUNTS.health);
    await page.waitForURL(/\/desktop\/index/);
    [{ schoolId }] = await query<{ schoolId: number }>(
      `select m.institution_id as "schoolId" from members m join accounts a on a.id = m.account_id where a.phone = $1 limit 1`,
      [ACCOUNTS.health],
    );
  });

  it('a health teacher plans an exam, imports its records (one bad row refuses the file), then reads a growth curve and the class statistics', async () => {
    const [clazz] = await query<{ id: number; name: string }>(
      `select c.id, c.name from classes c where c.school_id = $1 and c.status = 1
       and exists (select 1 from students s where s.school_id = c.school_id and s.class_id = c.id and s.status = 1)
       order by c.sort, c.id limit 1`,
      [schoolId],
    );
    await page.goto(`${baseUrl()}/health/fitness/examinationPlan/add`);
    await page.getByTestId('plan-name').fill(PLAN);
    // antd puts the test id on the range's first input: take both inputs of its picker
    const period = page.locator('.ant-picker-range:has([data-testid=plan-period]) input');
    await period.nth(0).click();
    await period.nth(0).fill(chinaDay(-7));
    await period.nth(0).press('Enter');
    await period.nth(1).fill(chinaDay(0));
    await period.nth(1).press('Enter');
    await page.getByTestId('plan-classes').click();
    await page.keyboard.type(clazz.name);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId('save').click();
    await expect
      .poll(async () => (await query(`select 1 from exam_plans where school_id = $1 and name = $2`, [schoolId, PLAN])).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [plan] = await query<{ id: number }>(`select id::int from exam_plans where school_id = $1 and name = $2`, [schoolId, PLAN]);

    await page.goto(`${baseUrl()}/health/fitness/examinationRecord?planId=${plan.id}`);
    await page.getByTestId('record-import').click();
    const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
    const dir = fs.mkdtempSync('/tmp/kg-e2e-exam-');
    const children = await filledTemplate(await template.path(), `${dir}/faulty.xlsx`, true);
    await filledTemplate(await template.path(), `${dir}/fixed.xlsx`, false);
    expect(children).toBeGreaterThan(0);
    const recorded = async () =>
      (
        await query<{ n: number }>(`select count(haz)::int as n from exam_records where school_id = $1 and plan_id = $2`, [
          schoolId,
          plan.id,
        ])
      )[0].n;

    await page.setInputFiles('.ant-modal input[type=file]', `${dir}/faulty.xlsx`);
    await page.getByTestId('import-submit').click();
    const refused = page.getByTestId('import-refused');
    await refused.waitFor();
    expect(await refused.locator('tbody tr').count()).toBe(1);
    await shot(page, 'exam-import-refused');
    expect(await recorded()).toBe(0);
    await page.setInputFiles('.ant-modal input[type=file]', `${dir}/fixed.xlsx`);
    await page.getByTestId('import-submit').click();
    await refused.waitFor({ state: 'detached' });
    await expect.poll(recorded, { timeout: 10_000 }).toBe(children);
    fs.rmSync(dir, { recursive: true, force: true });

    // the latest plan is the one just measured: a child's curves on the reference bands
    await page.goto(`${baseUrl()}/health/fitness/hight-and-weight`);
    await page.getByTestId('growth-curve').first().click();
    await page.locator('[data-testid=growth-curve-chart] svg').first().waitFor();
    await shot(page, 'exam-growth-curve');

    await page.goto(`${baseUrl()}/health/fitness/heightStatistics`);
    const table = page.getByTestId('height-stat-table');
    await expect.poll(async () => (await table.innerText()).includes(clazz.name), { timeout: 10_000 }).toBe(true);
    await shot(page, 'exam-height-statistics');
  });

  it('builds a week’s menu that warns of a dish a special-meal child must not eat, and reads its nutrient report', async () => {
    // a shown dish with milk, which the demo milk-protein group must not eat
    const [dish] = await query<{ id: number; name: string }>(
      `select d.id::int, d.name from dishes d join dish_ingredients di on di.school_id = d.school_id and di.dish_id = d.id
       join food_composition fc on fc.code = di.food_code
       where d.school_id = $1 and d.shown and fc.category like '乳类%' order by d.id limit 1`,
      [schoolId],
    );
    const today = new Date(`${chinaDay(0)}T00:00:00Z`);
    const monday = chinaDay(7 - ((today.getUTCDay() + 6) % 7));
    await page.goto(`${baseUrl()}/recipes/nutrition/cookbook/edit?weekStart=${monday}`);
    await page.getByTestId('recipes-menu-edit').waitFor();
    // lunch (the third meal) on Monday (the first day column)
    const cell = page.locator('[data-testid=recipes-menu-edit] .ant-table-tbody tr').nth(2).locator('td').nth(1);
    await cell.locator('.ant-select').click();
    await page.keyboard.type(dish.name);
    await page.keyboard.press('Enter');
    await cell.getByTestId('dish-warning').first().waitFor();
    await page.getByTestId('save').click();
    await expect
      .poll(async () => (await query(`select 1 from menus where school_id = $1 and week_start = $2`, [schoolId, monday])).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await shot(page, 'menu-week-warning');
    const [menu] = await query<{ id: number }>(`select id::int from menus where school_id = $1 and week_start = $2`, [schoolId, monday]);
    const saved = await query(`select 1 from menu_dishes where school_id = $1 and menu_id = $2 and dish_id = $3`, [
      schoolId,
      menu.id,
      dish.id,
    ]);
    expect(saved.length).toBe(1);

    await page.goto(`${baseUrl()}/recipes/nutrition/cookbook/report?id=${menu.id}`);
    await page.getByTestId('nutrient-table').waitFor();
    await page.locator('[data-testid=report-chart] svg').first().waitFor();
    expect(await page.getByTestId('nutrient-table').innerText()).toMatch(/\d/);
    await shot(page, 'menu-nutrient-report');
  });
});
