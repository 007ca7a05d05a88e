import { describe, expect, it } from 'vitest';
import { MODULES } from './index.ts';
import type { ModuleDecl } from './module.ts';
import { buildPermissionTree, codeLabels, treeCodes } from './permission-tree.ts';
import { ALL_SCHOOL_CODES } from './school-codes.ts';

describe('permission tree', () => {
  it('gives every code of the school a label in both languages', () => {
    const labels = codeLabels();
    const missing = ALL_SCHOOL_CODES.filter((c) => !labels.get(c)?.zh.trim() || !labels.get(c)?.en.trim());
    expect(missing).toEqual([]);
  });

  it('places every code exactly once, under a section and a page', () => {
    const codes = treeCodes(buildPermissionTree());
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    expect(ALL_SCHOOL_CODES.filter((c) => !codes.includes(c))).toEqual([]);
    expect(codes.filter((c) => !ALL_SCHOOL_CODES.includes(c))).toEqual([]);
  });

  it('puts action codes on the page they name and page codes on the first page listing them', () => {
    const tree = buildPermissionTree();
    const page = (name: string) => tree.flatMap((s) => s.pages).find((p) => p.name === name);
    expect(page('garden-position')?.codes.map((c) => c.code)).toEqual(['school-job-manage', 'school-job-manage-edit']);
    // a menu group's code stands on the page it opens on, not on a page of its own
    expect(page('garden-student-module')).toBeUndefined();
    expect(
      page('garden-student')
        ?.codes.map((c) => c.code)
        .slice(0, 2),
    ).toEqual(['student-manage', 'student-manage-delete']);
    expect(page('system-role')?.codes[0]).toEqual({
      code: 'school-role-permission-manage',
      label: { zh: '角色权限', en: 'Roles and permissions' },
    });
    // finance has no declared page yet: its codes wait under their area
    expect(tree.find((s) => s.name === 'area:finance')?.pages.map((p) => p.codes[0].code)).toContain('school-finance-manage');
  });

  it('takes a new module into the tree with no other change, and leaves out a code that belongs nowhere', () => {
    const extra: ModuleDecl = {
      name: 'kitchen',
      sections: [
        {
          path: '/kitchen',
          name: 'kitchen',
          title: 'menu.kitchen',
          institutionTypes: [2],
          children: [{ path: '/kitchen/menu', name: 'kitchen-menu', title: 'kitchen.menu', permissions: ['kitchen-menu'] }],
        },
      ],
      codes: { menu: 'kitchen-menu', edit: 'kitchen-menu-edit', stray: 'kitchen-stray' },
      codeLabels: {
        'kitchen-menu': { zh: '菜单', en: 'Menu' },
        'kitchen-menu-edit': { zh: '编辑菜单', en: 'Edit menu', page: 'kitchen-menu' },
        'kitchen-stray': { zh: '无处', en: 'Nowhere', page: 'no-such-page' },
      },
    };
    const modules = [...MODULES, extra];
    const tree = buildPermissionTree(modules, [...ALL_SCHOOL_CODES, 'kitchen-menu', 'kitchen-menu-edit', 'kitchen-stray']);
    const kitchen = tree.find((s) => s.name === 'kitchen');
    expect(kitchen?.pages).toEqual([
      {
        name: 'kitchen-menu',
        title: 'kitchen.menu',
        codes: [
          { code: 'kitchen-menu', label: { zh: '菜单', en: 'Menu' } },
          { code: 'kitchen-menu-edit', label: { zh: '编辑菜单', en: 'Edit menu' } },
        ],
      },
    ]);
    expect(treeCodes(tree)).not.toContain('kitchen-stray');
  });
});
