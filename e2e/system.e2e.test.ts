import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../bench/server.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, goTo, type Lang, sidewaysOverflow } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const ROLE = '门岗测试角色';
const SCHOOL = '童心幼儿园';
const RENAMED = '童心幼儿园（新园区）';
const TERMS = '/api/kid-arch/v1/teacher/schoolTerm/query-list';
const WIDE = { width: 1440, height: 900 };

/**
 * Ticks (`on`) or unticks one code in the role editor's tree as a person does: the tree is folded
 * by module, so they type the code into its search box (which opens what it finds), see the box
 * in the other state and click it.
 */
async function setCode(page: Page, code: string, on: boolean) {
  const tree = page.getByTestId('permission-tree');
  await tree.getByPlaceholder('搜索权限、页面或模块').fill(code);
  const box = tree
    .getByRole('treeitem')
    .filter({ has: page.getByTestId(`code-${code}`) })
    .locator('.ant-tree-checkbox');
  const ticked = () => box.evaluate((e) => e.classList.contains('ant-tree-checkbox-checked'));
  await expect.poll(ticked).toBe(!on);
  await box.click();
  await expect.poll(ticked).toBe(on);
}

/** Opens the tree's first module and its first page, so the editor shows codes as a person sees them. */
async function openFirstModule(page: Page) {
  const nodes = page.getByTestId('permission-tree').getByRole('treeitem');
  await nodes.first().locator('.ant-tree-switcher').click();
  // its first page: the first node indented under a module (the only one open)
  await nodes
    .filter({ has: page.locator('.ant-tree-indent-unit') })
    .first()
    .locator('.ant-tree-switcher')
    .click();
  await page.locator('[data-testid=permission-tree] [data-testid^=code-]').first().waitFor();
}

const tiles = (page: Page) => page.locator('[data-testid=module-tile]').allInnerTexts();
const sideItems = (page: Page) => page.locator('[data-testid=side-menu] .ant-menu-item').allInnerTexts();

// A school's own settings: its roles and who holds them, its name, its modules
describe.skipIf(!hasChromium)('school settings and roles in Chromium', () => {
  const browser = sharedBrowser();
  afterAll(async () => {
    await query(`delete from member_roles where role_id in (select id from roles where name = $1)`, [ROLE]);
    await query(`delete from roles where name = $1`, [ROLE]);
    // the independent school as the other browser tests expect it
    await query(`update institutions set name = $1 where name = $2`, [SCHOOL, RENAMED]);
    await query(`update school_settings set modules_off = '{}' where school_id = (select id from institutions where name = $1)`, [SCHOOL]);
  });

  it('a custom role with two pages reaches its holder, and taking one away reaches the open session at once', async () => {
    // a cook of the first school: no role, so the new one is all the member holds
    const [cook] = await query<{ id: number; phone: string }>(`select m.id, a.phone from members m
      join accounts a on a.id = m.account_id join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      join institutions i on i.id = m.institution_id
      where i.name = '阳光第一幼儿园' and p.job_title = '厨师' and m.status = 1
        and not exists (select 1 from member_roles r where r.institution_id = m.institution_id and r.member_id = m.id)
        and not a.disabled and not a.need_update_password
        and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
      order by m.id limit 1`);
    const director = await signedIn(browser, ACCOUNTS.director1, { viewport: WIDE, at: '/system/system/role/edit' });
    await director.getByTestId('role-name-input').fill(ROLE);
    for (const code of ['school-work-manage', 'school-grade-manage', 'school-term-manage']) await setCode(director, code, true);
    await director.getByTestId('save').click();
    await director.waitForURL(/\/system\/system\/role\/index/);
    const [role] = await query<{ id: number }>(`select id from roles where name = $1`, [ROLE]);

    await director.goto(`${baseUrl()}/garden/teacher/staff/authorize?id=${cook.id}`);
    await director.getByTestId(`role-${role.id}`).click();
    await director.getByTestId('save').click();
    await expect.poll(async () => (await query(`select 1 from member_roles where role_id = $1`, [role.id])).length).toBe(1);

    const member = await signedIn(browser, cook.phone, { viewport: WIDE, at: '/garden/base/semester' });
    await member.waitForSelector('[data-testid=side-menu]');
    await expect.poll(() => sideItems(member)).toEqual(['年级管理', '学期设置']);

    // the director takes the terms page away
    await director.goto(`${baseUrl()}/system/system/role/edit?id=${role.id}`);
    await director.waitForSelector('[data-testid=permission-tree] [role=treeitem]');
    await setCode(director, 'school-term-manage', false);
    await director.getByTestId('save').click();
    await director.waitForURL(/\/system\/system\/role\/index/);

    // the member's next action: the menu follows and the terms call is refused
    await member.locator('[data-testid=side-menu] .ant-menu-item', { hasText: '年级管理' }).click();
    await expect.poll(() => sideItems(member)).toEqual(['年级管理']);
    const token = await member.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? '{}').token as string);
    const refused = await fetch(baseUrl() + TERMS, { method: 'POST', headers: signedHeaders(TERMS, '', token) });
    expect((await refused.json()).code).toBe('common-0403');
    await member.context().close();
    await director.context().close();
  }, 120_000); // two people and a dozen steps: 60 s and more under load

  it.each(['zh', 'en'] as Lang[])(
    'shows the role list, editor, catalogue and the school settings in %s at 1440 and 360 px without sideways scrolling',
    async (lang) => {
      const page = await signedIn(browser, ACCOUNTS.director1, { lang, viewport: { width: 1440, height: 800 } });
      const measure = async (label: string, width: number) => {
        await shot(page, `${label}-${lang}-${width}`);
        expect(await sidewaysOverflow(page), `${label} ${width}`).toBeLessThanOrEqual(0);
      };
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [i, [path, ready, name]] of [
          ['/system/system/role/index', '[data-testid=system-role-table] .ant-table-row', 'system-role'],
          ['/system/system/role/edit', '[data-testid=permission-tree] [role=treeitem]', 'system-role-edit'],
          ['/system/system/permission', '[data-testid=permission-matrix] .ant-table-row', 'system-permission'],
        ].entries()) {
          // the app loads afresh at each width (no page kept alive from the other width), then the
          // others open inside it as from the menu: a load costs Chromium a CPU-second or more
          if (i === 0) await page.goto(`${baseUrl()}${path}`);
          else await goTo(page, path);
          await page.waitForSelector(ready);
          // the tree is folded by module: open one, so its pages and codes are measured too
          if (name === 'system-role-edit') await openFirstModule(page);
          await measure(name, width);
        }
        // the school's own settings, opened inside the running app
        for (const p of ['garden', 'platform', 'supervise']) {
          await goTo(page, `/system/system/${p}`);
          await page.waitForSelector(`[data-testid=system-${p}] [data-testid=save], [data-testid=system-${p}] .ant-table`);
          await measure(`system-${p}`, width);
        }
      }
      await page.context().close();
    },
    120_000,
  );

  it('the director renames the school and the header shows the new name at once', async () => {
    const page = await signedIn(browser, ACCOUNTS.director4, { viewport: WIDE, at: '/system/system/garden' });
    const name = page.getByTestId('school-name');
    await expect.poll(() => name.inputValue()).toBe(SCHOOL);
    await name.fill(RENAMED);
    await page.getByTestId('save').click();
    await expect.poll(() => page.getByTestId('current-institution').innerText()).toBe(RENAMED);
    await expect.poll(() => page.title()).toContain(RENAMED);
    expect((await query<{ name: string }>(`select name from institutions where name = $1`, [RENAMED])).length).toBe(1);
    // a new sign-in reads it from the one source
    await page.reload();
    await expect.poll(() => page.getByTestId('current-institution').innerText()).toBe(RENAMED);
    await page.context().close();
  });

  it('switching garden off takes its entries out of the menu; on again, they are back', async () => {
    const page = await signedIn(browser, ACCOUNTS.director4, { viewport: WIDE });
    await page.waitForURL(/\/desktop\/index/);
    await page.waitForSelector('[data-testid=module-tile]');
    const before = await tiles(page);
    expect(before).toContain('幼儿管理');
    await page.goto(`${baseUrl()}/system/system/platform`);
    const toggle = page.getByTestId('module-garden');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByTestId('save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('平台设置已保存');
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForSelector('[data-testid=module-tile]');
    const after = await tiles(page);
    expect(after).not.toContain('幼儿管理');
    expect(after.length).toBeLessThan(before.length);
    // the page itself is no longer one of the session's routes
    await page.goto(`${baseUrl()}/garden/student/index`);
    await page.waitForSelector('[data-testid=no-access]');
    await page.goto(`${baseUrl()}/system/system/platform`);
    await page.getByTestId('module-garden').click();
    await page.getByTestId('save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('平台设置已保存');
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForSelector('[data-testid=module-tile]');
    expect(await tiles(page)).toContain('幼儿管理');
    await page.context().close();
  });
});
