import { InstitutionType, leafPages, SECTIONS, type SectionDecl } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../kit/menu-icons.tsx';
import { indexPages, userRoutes } from '../kit/route-model.ts';
import { hasSideMenu, menuKeys, menuTree, openKeysFor, resolveActiveMenu, sectionOf } from './menu-model.ts';

const garden: SectionDecl = {
  path: '/garden',
  name: 'garden',
  title: 'menu.garden',
  icon: 'BankOutlined',
  institutionTypes: [InstitutionType.school],
  children: [
    {
      path: '/garden/student',
      name: 'garden-student',
      title: 'menu.student',
      permissions: ['student-manage'],
      children: [
        { path: '/garden/student/index', name: 'student-list', title: 'a' },
        { path: '/garden/student/add', name: 'student-add', title: 'b', hidden: true },
        { path: '/garden/student/info', name: 'student-info', title: 'c', hidden: true },
      ],
    },
    {
      path: '/garden/base',
      name: 'garden-base',
      title: 'menu.base',
      permissions: ['school-class-manage'],
      children: [
        { path: '/garden/base/class/index', name: 'class-list', title: 'd' },
        { path: '/garden/base/class/view', name: 'class-view', title: 'e', hidden: true },
        { path: '/garden/base/class/edit2', name: 'class-numbers', title: 'f', hidden: true, activeMenu: '/garden/base/class/index' },
      ],
    },
    { path: '/garden/teacher/index', name: 'teacher-list', title: 'g', permissions: ['teacher-manage-child'] },
    { path: '/garden/checks/conf', name: 'checks-conf', title: 'h', permissions: ['config-manage'], alsoNeeds: ['view-manage'] },
  ],
};
/** The real sections but the garden one: these tests declare a small garden of their own. */
const OTHERS = SECTIONS.filter((x) => x.name !== 'garden');
const school = (permissions: string[]) => ({ orgType: 2, isGroup: false, schoolId: 3, permissions });
const menuOf = (permissions: string[]) => {
  const r = userRoutes([...OTHERS, garden], school(permissions), false);
  return menuTree(sectionOf('/garden/x', r.sections)?.children ?? []);
};

describe('side menu from the declarations', () => {
  it('shows only the entries the user may open, and no hidden pages', () => {
    expect(menuKeys(menuOf(['student-manage']))).toEqual(['/garden/student/index']);
    expect(menuKeys(menuOf(['student-manage', 'school-class-manage', 'teacher-manage-child']))).toEqual([
      '/garden/student/index',
      '/garden/base/class/index',
      '/garden/teacher/index',
    ]);
  });
  it('shows a page needing two codes only to a holder of both', () => {
    expect(menuKeys(menuOf(['config-manage']))).toEqual([]);
    expect(menuKeys(menuOf(['config-manage', 'view-manage']))).toEqual(['/garden/checks/conf']);
  });
  it('has no garden section at all for a user without its codes', () => {
    const r = userRoutes([...OTHERS, garden], school(['growth-manage']), false);
    expect(sectionOf('/garden/student/index', r.sections)).toBeUndefined();
  });
  it('shows no side menu on the desktop section nor on a section with only hidden pages', () => {
    const r = userRoutes(SECTIONS, school(['x']), false);
    expect(hasSideMenu(sectionOf('/desktop/index', r.sections))).toBe(false);
    const hiddenOnly = { ...garden, children: garden.children?.map((p) => ({ ...p, hidden: true })) };
    expect(hasSideMenu(hiddenOnly)).toBe(false);
    expect(hasSideMenu(garden)).toBe(true);
  });
  it('gives the settings section a side menu once it holds a page everyone may open (messages)', () => {
    const r = userRoutes(SECTIONS, school(['x']), false);
    const system = sectionOf('/system/system/account', r.sections);
    expect(system?.children?.filter((p) => !p.hidden).map((p) => p.path)).toEqual(['/system/notices']);
    expect(hasSideMenu(system)).toBe(true);
  });
  it("gives the authority's console pages its own side menu, the entries its codes open", () => {
    const r = userRoutes(SECTIONS, { orgType: 4, isGroup: false, schoolId: 1, permissions: ['regulation-unit-manage'] }, false);
    const console = sectionOf('/group/organizational/regulation/index', r.sections);
    expect(console?.name).toBe('regulation');
    expect(menuKeys(menuTree(console?.children ?? []))).toEqual([
      '/group/organizational/regulation/index',
      '/group/organizational/regulation/superior',
      // open to every staff member: what it lists is limited by the schools they may see
      '/group/organizational/health/alerts',
    ]);
  });
  it('opens the parents of the active entry', () => {
    expect(openKeysFor('/garden/base/class/index', menuTree(garden.children!))).toEqual(['/garden/base']);
    expect(openKeysFor('/garden/teacher/index', menuTree(garden.children!))).toEqual([]);
  });
  it('has an icon component for every declared icon name', () => {
    const icons = SECTIONS.flatMap((s) => [
      s.icon,
      ...leafPages(s.children ?? []).map((p) => p.icon),
      ...(s.children ?? []).map((p) => p.icon),
    ]);
    for (const name of icons.filter(Boolean)) expect(MENU_ICONS[name!], name).toBeDefined();
  });
});

describe('active menu', () => {
  const idx = indexPages([garden]);
  const keys = new Set(menuKeys(menuTree(garden.children!)));
  const active = (path: string, previous: string | null = null) => resolveActiveMenu(path, idx.get(path), keys, previous);

  it('is the page itself for a menu entry', () => {
    expect(active('/garden/student/index')).toBe('/garden/student/index');
  });
  it('uses the declared activeMenu', () => {
    expect(active('/garden/base/class/edit2')).toBe('/garden/base/class/index');
  });
  it('maps add/edit/view/detail/class/student suffixes to the parent /index', () => {
    expect(active('/garden/student/add')).toBe('/garden/student/index');
    expect(active('/garden/base/class/view')).toBe('/garden/base/class/index');
  });
  it('keeps the entry the user came from for a detail page without one (student info from a class view)', () => {
    expect(active('/garden/student/info', '/garden/base/class/index')).toBe('/garden/base/class/index');
    expect(active('/garden/student/info', '/garden/student/index')).toBe('/garden/student/index');
    expect(active('/garden/student/info', '/desktop/index')).toBe('/garden/student/info');
  });
});
