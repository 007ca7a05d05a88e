import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { childWorkbook } from './child-workbook.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** The independent school: its director sets it up; no other test counts its classes. */
const SCHOOL = '童心幼儿园';
const GRADE = '托班';
const CLAZZ = '星星班';

const schoolId = async () => (await query<{ id: string }>('select id from institutions where name = $1', [SCHOOL]))[0].id;
const countChildren = async (namePrefix: string) =>
  Number(
    (
      await query<{ n: string }>(`select count(*) as n from students where school_id = $1 and name like $2`, [
        await schoolId(),
        `${namePrefix}%`,
      ])
    )[0].n,
  );

/** Only what is shown: kept-alive list pages stay in the DOM, hidden, with fields of the same ids. */
const shown = (selector: string) => `${selector} >> visible=true`;

/** A field of the page's search form: its ids carry the form's own prefix (`search-…_<name>`). */
const searchField = (name: string) => `[id^="search-"][id$="_${name}"]`;

/** Picks an option of an antd select by its visible title. */
async function choose(page: Page, selector: string, title: string) {
  const field = page.locator(shown(selector));
  await field.click();
  // the dropdown of this select holds its listbox `<id>_list`; another one may still be fading out
  const id = await field.getAttribute('id');
  const dropdown = id ? `.ant-select-dropdown:visible:has([id="${id}_list"])` : '.ant-select-dropdown:visible';
  await page.locator(`${dropdown} .ant-select-item-option[title="${title}"]`).last().click();
}

const go = async (page: Page, path: string) => {
  await page.goto(`${baseUrl()}${path}`);
};

describe.skipIf(!hasChromium)('garden management in Chromium', () => {
  const browser = sharedBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, ACCOUNTS.director4);
    await page.waitForURL(/\/desktop\/index/);
  });

  it('creates a grade and a class in it', async () => {
    await go(page, '/garden/base/grade');
    await page.click(shown('[data-testid=add]'));
    await page.fill(shown('.ant-modal #name'), GRADE);
    await choose(page, '.ant-modal #level', '托班');
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.getByTestId('garden-grade-table').locator('tr', { hasText: GRADE }).waitFor();
    await shot(page, 'garden-grades');

    await go(page, '/garden/base/class/index');
    await page.click(shown('[data-testid=add]'));
    await page.waitForURL(/\/garden\/base\/class\/edit/);
    await page.locator(shown('[data-testid=save]')).waitFor();
    await page.fill(shown('#name'), CLAZZ);
    await choose(page, '#gradeId', GRADE);
    await page.fill(shown('#maxStudents'), '80');
    await page.click(shown('[data-testid=save]'));
    await page.waitForURL(/\/garden\/base\/class\/index/);
    await page.getByTestId('garden-class-table').locator('tr', { hasText: CLAZZ }).waitFor();
    await shot(page, 'garden-classes');
    const [row] = await query<{ level: number; max: number }>(
      `select g.level, c.max_students as max from classes c join grades g
      on g.school_id = c.school_id and g.id = c.grade_id where c.school_id = $1 and c.name = $2`,
      [await schoolId(), CLAZZ],
    );
    expect(row).toEqual({ level: 0, max: 80 });
  });

  it('adds a staff member with a certificate who manages the new class', async () => {
    await go(page, '/garden/teacher/staff/index');
    await page.click(shown('[data-testid=add]'));
    await page.waitForURL(/\/garden\/teacher\/staff\/add/);
    await page.locator(shown('[data-testid=save]')).waitFor();
    await page.fill(shown('#realName'), '周晓燕');
    await page.fill(shown('#mobile'), '13312349999');
    await choose(page, '#postType', '专任教师');
    await page.click('[data-testid=certificate-list] > button');
    await choose(page, '#certificates_0_postType', '专任教师');
    // the certificates of the post type load after it is chosen: take the first one offered
    await page.click(shown('#certificates_0_certificateName'));
    await page.locator('#certificates_0_certificateName_list [role=option]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await page.click(shown('[data-testid=range-classes]'));
    await page.click(shown('[data-testid=range-open]'));
    await page.locator('.ant-modal .ant-tree-treenode', { hasText: CLAZZ }).locator('.ant-tree-checkbox').click();
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.getByTestId('range-class').filter({ hasText: CLAZZ }).waitFor();
    await shot(page, 'garden-staff-form');
    await page.click(shown('[data-testid=save]'));
    await page.waitForURL(/\/garden\/teacher\/staff\/index/);
    await page.locator(shown('[data-testid=garden-staff-table]')).waitFor();
    await page.fill(shown(searchField('realName')), '周晓燕');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('garden-staff-table').getByText('周晓燕').waitFor();
    const [staff] = await query<{ certificates: string; classes: string }>(
      `select
        (select count(*) from staff_certificates sc where sc.school_id = m.institution_id and sc.member_id = m.id) as certificates,
        (select string_agg(c.name, ',') from member_class_ranges mc join classes c on c.school_id = mc.school_id and c.id = mc.class_id
          where mc.school_id = m.institution_id and mc.member_id = m.id) as classes
      from members m join accounts a on a.id = m.account_id where m.institution_id = $1 and a.phone = '13312349999'`,
      [await schoolId()],
    );
    expect(staff).toEqual({ certificates: '1', classes: CLAZZ });
  });

  it('adds a child with two guardians', async () => {
    await go(page, '/garden/student/index');
    await page.click(shown('[data-testid=add]'));
    await page.waitForURL(/\/garden\/student\/add/);
    await page.locator(shown('[data-testid=save]')).waitFor();
    await page.fill(shown('#name'), '林小雨');
    await page.click(shown('#gender label:has(input[value="2"])'));
    await choose(page, '#clazzId', CLAZZ);
    await page.fill(shown('#guardians_0_name'), '林大山');
    await page.fill(shown('#guardians_0_phone'), '13312340001');
    await choose(page, '#guardians_0_relation', '父亲');
    await page.click(shown('[data-testid=guardian-add]'));
    await page.fill(shown('#guardians_1_name'), '陈美丽');
    await page.fill(shown('#guardians_1_phone'), '13312340002');
    await choose(page, '#guardians_1_relation', '母亲');
    await shot(page, 'garden-child-form');
    await page.click(shown('[data-testid=save]'));
    await page.waitForURL(/\/garden\/student\/index/);
    const guardians = await query<{ name: string; phone: string }>(
      `select g.name, g.phone from guardians g join students s
      on s.school_id = g.school_id and s.id = g.student_id where s.school_id = $1 and s.name = '林小雨' order by g.id`,
      [await schoolId()],
    );
    expect(guardians).toEqual([
      { name: '林大山', phone: '13312340001' },
      { name: '陈美丽', phone: '13312340002' },
    ]);
  });

  it('refuses an import with three bad rows whole, then imports the corrected workbook', async () => {
    const dir = fs.mkdtempSync('/tmp/kg-e2e-import-');
    const faulty = `${dir}/children-faulty.xlsx`;
    const fixed = `${dir}/children.xlsx`;
    const common = { count: 50, clazz: CLAZZ, prefix: '导入幼儿', phoneBase: 13300000000 };
    fs.writeFileSync(
      faulty,
      await childWorkbook({
        ...common,
        faults: [
          { row: 5, kind: 'noName' },
          { row: 17, kind: 'badPhone' },
          { row: 33, kind: 'unknownClass' },
        ],
      }),
    );
    fs.writeFileSync(fixed, await childWorkbook(common));

    await go(page, '/garden/student/index');
    await page.click(shown('[data-testid=import]'));
    await page.setInputFiles('.ant-modal input[type=file]', faulty);
    await page.click(shown('[data-testid=import-submit]'));
    const refused = page.getByTestId('import-refused');
    await refused.waitFor();
    // header row is row 1: data rows 5, 17 and 33 are sheet rows 6, 18 and 34
    const rowsShown = await refused.locator('tbody tr td:first-child').allTextContents();
    expect(rowsShown.map(Number)).toEqual([6, 18, 34]);
    await shot(page, 'garden-import-refused');
    const [report] = await Promise.all([page.waitForEvent('download'), page.click(shown('[data-testid=import-report]'))]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await report.path());
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(3);
    expect(await countChildren('导入幼儿')).toBe(0);

    await page.setInputFiles('.ant-modal input[type=file]', fixed);
    await page.click(shown('[data-testid=import-submit]'));
    await page.getByTestId('import-refused').waitFor({ state: 'detached' });
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    expect(await countChildren('导入幼儿')).toBe(50);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports the children of the class it filters on', async () => {
    await go(page, '/garden/student/index');
    await choose(page, searchField('clazzId'), CLAZZ);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId('garden-student-table').getByText('导入幼儿01').waitFor();
    await shot(page, 'garden-children');
    const [file] = await Promise.all([page.waitForEvent('download'), page.click(shown('[data-testid=export]'))]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await file.path());
    // header + 51 children of the class
    expect(wb.worksheets[0].actualRowCount).toBe(52);
  });

  it('upgrades the class to the next grade and graduates a top-grade class', async () => {
    await go(page, '/garden/base/class/index');
    await page.getByTestId('garden-class-table').locator('tr', { hasText: CLAZZ }).getByTestId('row-upgrade').click();
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    const [up] = await query<{ level: number }>(
      `select g.level from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
      where c.school_id = $1 and c.name = $2`,
      [await schoolId(), CLAZZ],
    );
    expect(up.level).toBe(1);

    const [top] = await query<{ name: string; id: string }>(
      `select c.id, c.name from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
      where c.school_id = $1 and g.level = 3 and c.status = 1 order by c.id limit 1`,
      [await schoolId()],
    );
    await page.reload();
    await page.getByTestId('garden-class-table').locator('tr', { hasText: top.name }).getByTestId('row-graduate').click();
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
    const [done] = await query<{ status: number }>('select status from classes where school_id = $1 and id = $2', [
      await schoolId(),
      top.id,
    ]);
    expect(done.status).toBe(2);
    await go(page, '/garden/base/graduate/index');
    await page.getByTestId('garden-graduate-table').getByText(top.name).first().waitFor();
    await shot(page, 'garden-graduates');
  });

  it('shows a teacher only the classes and children in her range', async () => {
    const teacher = await signedIn(browser, ACCOUNTS.teacher, { at: '/garden/base/class/index' });
    const table = teacher.getByTestId('garden-class-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    const rowsText = await table.locator('tbody tr.ant-table-row').allTextContents();
    expect(rowsText.map((r) => /[小中大]一班|[小中大]二班|[小中大]三班/.exec(r)?.[0]).sort()).toEqual(['中一班', '小一班']);
    await shot(teacher, 'garden-teacher-classes');
    await go(teacher, '/garden/student/index');
    await teacher.getByTestId('garden-student-table').locator('tbody tr.ant-table-row').first().waitFor();
    const [n] = await query<{
      n: string;
    }>(`select count(*) as n from students s join classes c on c.school_id = s.school_id and c.id = s.class_id
      join institutions i on i.id = s.school_id where i.name = '阳光第一幼儿园' and c.name in ('小一班', '中一班') and s.status = 1`);
    await teacher
      .getByText(new RegExp(`共\\s*${n.n}\\s*条`))
      .first()
      .waitFor();
    await teacher.context().close();
  });
});
