import { describe, expect, it } from 'vitest';
import { isProductionHost } from '../kit/production.ts';
import { showsBell } from './header.tsx';
import { normaliseOrgList, orgItems, targetOf } from './org-list.ts';
import { pageTitle } from './page-title.ts';

describe('page title', () => {
  it('is the route title with the school name', () => {
    expect(pageTitle('工作台', '阳光第一幼儿园', '智慧幼儿园管理后台')).toBe('工作台 - 阳光第一幼儿园');
  });
  it('falls back to the admin title without a school or a route title', () => {
    expect(pageTitle('页面不存在', null, '智慧幼儿园管理后台')).toBe('页面不存在 - 智慧幼儿园管理后台');
    expect(pageTitle(null, '阳光第一幼儿园', '智慧幼儿园管理后台')).toBe('智慧幼儿园管理后台');
  });
});

describe('production host', () => {
  it('applies only to the configured host names', () => {
    expect(isProductionHost('admin.example.com', 'admin.example.com')).toBe(true);
    expect(isProductionHost('Admin.Example.com', 'x.test, admin.example.com')).toBe(true);
    expect(isProductionHost('localhost', 'admin.example.com')).toBe(false);
    expect(isProductionHost('admin.example.com', undefined)).toBe(false);
    expect(isProductionHost('admin.example.com', '')).toBe(false);
  });
});

describe('bell', () => {
  it('shows on every page, never for the tongan variant', () => {
    expect(showsBell(null)).toBe(true);
    expect(showsBell('xiangan')).toBe(true);
    expect(showsBell('tongan')).toBe(false);
  });
});

describe('institution list', () => {
  const tree = {
    total: 3,
    currentId: 3,
    tree: [
      { id: 'type-1', title: 'groups', type: 1, children: [{ id: 2, loginId: 2, name: 'G', type: 1, organizationId: 2, children: [] }] },
      {
        id: 'type-2',
        title: 'schools',
        type: 2,
        children: [
          { id: 3, title: 'S1', type: 2, current: true },
          { id: 4, name: 'S2', type: 2 },
        ],
      },
      { id: 'type-4', title: 'empty', type: 4, children: [] },
    ],
  };
  it('keeps categories with items and reads count and current', () => {
    const list = normaliseOrgList(tree);
    expect(list.tree.map((c) => c.title)).toEqual(['groups', 'schools']);
    expect(list.total).toBe(3);
    expect(list.currentId).toBe(3);
    expect(orgItems(list).map((i) => i.name || i.title)).toEqual(['G', 'S1', 'S2']);
  });
  it('accepts the flat teacher-school list and finds the current item', () => {
    const list = normaliseOrgList([
      { id: 3, name: 'S1', type: 2, current: true },
      { id: 4, name: 'S2', type: 2 },
    ]);
    expect(list.total).toBe(2);
    expect(list.currentId).toBe(3);
  });
  it('leads a school to its desktop, a group to its console and a regulator to its home', () => {
    expect(targetOf({ id: 4, type: 2 }, 4)).toBe('/desktop/index?schoolId=4');
    expect(targetOf({ id: 2, type: 1, organizationId: 2 }, 2)).toBe('/group/system?schoolId=2');
    expect(targetOf({ id: 9, type: 2, organizationId: 9 }, 9)).toBe('/group/system?schoolId=9');
    expect(targetOf({ id: 1, type: 4 }, 1)).toBe('/regulator/index');
  });
});
