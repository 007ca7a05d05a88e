import { beforeEach, describe, expect, it, vi } from 'vitest';

// a fresh i18next with nothing loaded (the test setup loads both languages whole)
const fresh = async () => {
  vi.resetModules();
  const mod = await import('./index.ts');
  return { ...mod, i18n: mod.default };
};

describe('loading a language in parts', () => {
  beforeEach(() => localStorage.clear());

  it("adds only the login page's strings for the login page, the rest when asked for all", async () => {
    const { i18n, loadLanguage } = await fresh();
    await loadLanguage('zh', 'login');
    expect(i18n.exists('login.password', { lng: 'zh' })).toBe(true);
    expect(i18n.exists('menu.workbench', { lng: 'zh' })).toBe(false);
    await loadLanguage('zh');
    expect(i18n.exists('menu.workbench', { lng: 'zh' })).toBe(true);
  });

  it('switches language with the parts shown so far: the login part on the login page, all once signed in', async () => {
    const { i18n, loadLanguage, setLanguage } = await fresh();
    await loadLanguage('zh', 'login');
    await setLanguage('en');
    expect(i18n.exists('login.password', { lng: 'en' })).toBe(true);
    expect(i18n.exists('menu.workbench', { lng: 'en' })).toBe(false);
    await loadLanguage('en');
    await setLanguage('zh');
    expect(i18n.exists('menu.workbench', { lng: 'zh' })).toBe(true);
    expect(i18n.language).toBe('zh');
  });
});
