import { leafPages, type PageDecl, SECTIONS } from '@kg/shared';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { indexPages, tabTitleKeyOf } from '../kit/route-model.ts';
import { useRouteTitle } from '../kit/use-route-title.ts';
import { type MenuNode, menuTree } from './menu-model.ts';

/** Every declaration, whether or not this build has its component: the names must agree anyway. */
const INDEX = indexPages(SECTIONS);
const text = (lng: 'zh' | 'en', key: string) => i18n.getFixedT(lng)(key);
const flat = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const MENU = new Map(SECTIONS.flatMap((s) => flat(menuTree(s.children ?? []))).map((n) => [n.key, n.title]));

/** The menu entry a page sits under: the module it belongs to, as the menu names it. */
const menuNameOf = (module: PageDecl) => MENU.get(module.path) ?? module.title;

describe('page titles', () => {
  beforeAll(() => i18n.changeLanguage('zh'));

  it("gives every page's tab the name its module has in the menu, in Chinese and English", () => {
    const differ: string[] = [];
    for (const [path, entry] of INDEX) {
      if (entry.module.hidden) continue;
      const tab = tabTitleKeyOf(entry, 'id=1');
      for (const lng of ['zh', 'en'] as const)
        if (text(lng, tab) !== text(lng, menuNameOf(entry.module))) differ.push(`${path} (${lng}): ${text(lng, tab)}`);
    }
    expect(differ).toEqual([]);
  });

  it('heads a page, and titles the document, with its menu name (the four that read differently before)', () => {
    const at = (path: string) => {
      const { result } = renderHook(() => useRouteTitle(), {
        wrapper: ({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>,
      });
      return result.current;
    };
    expect(at('/recipes/nutrition/cookbook/menu')).toBe(text('zh', 'menu.recipesDishes'));
    expect(at('/recipes/nutrition/cookbook/menu')).toBe('常用菜品');
    expect(at('/recipes/nutrition/cookbook/index')).toBe('带量食谱');
    expect(at('/health/examinations/morningExaminations/entry')).toBe('晨午检录入');
    expect(at('/health/fitness/examinationPlan/add')).toBe('新建体检计划');
    expect(at('/system/system/role/edit')).toBe('新增角色');
    expect(at('/system/system/role/edit?id=3')).toBe('编辑角色');
  });

  it('names an edit page that also adds a record by what it does: new while there is no id', () => {
    const missing: string[] = [];
    for (const section of SECTIONS) {
      const all = leafPages(section.children ?? []);
      // an edit page with an add page of its own (…-add beside …-edit) is never opened to add
      const adds = new Set(all.filter((p) => /-add$/.test(p.name)).map((p) => p.name.replace(/-add$/, '')));
      for (const module of section.children ?? []) {
        const pages = module.children?.length ? leafPages(module.children) : [module];
        for (const page of pages.filter((p) => /-edit$/.test(p.name) && !adds.has(p.name.replace(/-edit$/, '')))) {
          if (!page.newTitle) {
            missing.push(page.path);
            continue;
          }
          for (const lng of ['zh', 'en'] as const) expect(text(lng, page.newTitle), page.path).not.toBe(text(lng, page.title));
        }
      }
    }
    // pages that only edit (never opened without an id) are named here on purpose
    expect(missing.sort()).toEqual([...ONLY_EDIT].sort());
  });

  it("reads a new role's tab as 新增角色 and an existing one's as 编辑角色", () => {
    const entry = INDEX.get('/system/system/role/edit')!;
    expect(text('zh', tabTitleKeyOf(entry, ''))).toBe('新增角色');
    expect(text('en', tabTitleKeyOf(entry, ''))).toBe('New role');
    expect(text('zh', tabTitleKeyOf(entry, 'id=4'))).toBe('编辑角色');
  });
});

/** Edit pages without an add mode: their list adds in a dialog, or the record exists first. */
const ONLY_EDIT = ['/group/system/staff/edit', '/recipes/nutrition/cookbook/edit'];
