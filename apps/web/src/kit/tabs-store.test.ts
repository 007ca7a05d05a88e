import { beforeEach, describe, expect, it } from 'vitest';
import { type TabRoute, tabsStore, tabWidth, visibleTabs } from './tabs-store.ts';

const desk: TabRoute = { name: 'desktop-index', meta: { title: 'menu.workbench', fixed: true }, path: '/desktop/index' };
const mod = (name: string, path: string, fullPath = path): TabRoute => ({ name, meta: { title: `menu.${name}` }, path, fullPath });
const names = () => tabsStore.get().tabs.map((t) => t.name);

describe('tabs', () => {
  beforeEach(() => tabsStore.reset());

  it('sizes tabs 130 up to 9, 110 for 10–11, 90 for 12 and 80 from 13', () => {
    expect([1, 9, 10, 11, 12, 13, 30].map(tabWidth)).toEqual([130, 130, 110, 110, 90, 80, 80]);
  });

  it('adds a tab on each route entry and makes it active', () => {
    tabsStore.open(desk);
    tabsStore.open(mod('student', '/garden/student/index'));
    expect(names()).toEqual(['desktop-index', 'student']);
    expect(tabsStore.get().active).toBe('student');
    tabsStore.open(desk);
    expect(tabsStore.get().active).toBe('desktop-index');
    expect(names()).toHaveLength(2);
  });

  it('adds nothing for a route without a name or without meta', () => {
    expect(tabsStore.open({ path: '/x', meta: { title: 'x' } })).toBe(false);
    expect(tabsStore.open({ name: 'x', path: '/x' })).toBe(false);
    expect(names()).toEqual([]);
  });

  it('replaces the tab in place when the same top module opens with another path or query', () => {
    tabsStore.open(desk);
    tabsStore.open(mod('student', '/garden/student/index'));
    tabsStore.open(mod('teacher', '/garden/teacher/index'));
    tabsStore.open(mod('student', '/garden/student/info', '/garden/student/info?id=7'));
    expect(names()).toEqual(['desktop-index', 'student', 'teacher']);
    const student = tabsStore.get().tabs[1];
    expect(student.fullPath).toBe('/garden/student/info?id=7');
    expect(tabsStore.get().active).toBe('student');
    tabsStore.open(mod('student', '/garden/student/info', '/garden/student/info?id=8'));
    expect(tabsStore.get().tabs[1].fullPath).toBe('/garden/student/info?id=8');
  });

  it('never closes a fixed or unclosable tab', () => {
    tabsStore.open(desk);
    tabsStore.open({ name: 'pinned', meta: { title: 't', closable: false }, path: '/p' });
    expect(tabsStore.get().tabs.map((t) => t.closable)).toEqual([false, false]);
    expect(tabsStore.close('desktop-index').closed).toBe(false);
    expect(tabsStore.close('pinned').closed).toBe(false);
    expect(names()).toEqual(['desktop-index', 'pinned']);
  });

  it('goes to the right neighbour when the active tab closes, else the left one', () => {
    tabsStore.open(desk);
    tabsStore.open(mod('a', '/a'));
    tabsStore.open(mod('b', '/b'));
    tabsStore.open(mod('c', '/c'));
    tabsStore.open(mod('b', '/b'));
    expect(tabsStore.close('b').next?.name).toBe('c');
    expect(tabsStore.get().active).toBe('c');
    expect(tabsStore.close('c').next?.name).toBe('a');
    // closing an inactive tab keeps the active one
    tabsStore.open(mod('d', '/d'));
    expect(tabsStore.close('a')).toEqual({ closed: true, next: null });
    expect(tabsStore.get().active).toBe('d');
  });

  it('puts the session fixed tabs first without duplicating them', () => {
    tabsStore.open(mod('a', '/a'));
    tabsStore.affix([desk, mod('not-fixed', '/n')]);
    tabsStore.affix([desk]);
    expect(names()).toEqual(['desktop-index', 'a']);
  });

  it('shows group users only the desktop tab', () => {
    tabsStore.open({ name: 'group-home', meta: { title: 'menu.groupHome', fixed: true }, path: '/group/system' });
    tabsStore.open(mod('group-account', '/group/system/account/index'));
    expect(visibleTabs(tabsStore.get().tabs, true).map((t) => t.name)).toEqual(['group-home']);
    expect(visibleTabs(tabsStore.get().tabs, false)).toHaveLength(2);
  });

  it('asks the module before closing its tab', async () => {
    tabsStore.open(mod('cloud', '/cloud'));
    tabsStore.setCloseGuard('cloud', () => false);
    expect(await tabsStore.mayClose('cloud')).toBe(false);
    tabsStore.setCloseGuard('cloud', null);
    expect(await tabsStore.mayClose('cloud')).toBe(true);
  });

  it('empties on reset (logout)', () => {
    tabsStore.open(desk);
    tabsStore.reset();
    expect(tabsStore.get()).toEqual({ tabs: [], active: null });
  });
});
