import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../i18n/index.ts';
// the page registry tells the kit which pages exist (kit/page-model.ts), as the app's router does
import '../pages/registry.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { sessionStore } from '../session/session-store.ts';

// the app loads one language at a time (i18n/index.ts); page tests switch between both
await Promise.all([loadLanguage('zh'), loadLanguage('en')]);

// antd reads media queries and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.getComputedStyle = (
  (orig) => (el: Element) =>
    orig(el)
)(window.getComputedStyle.bind(window));

afterEach(() => cleanup());

// findBy/waitFor wait up to 5 s instead of 1 s: lazily loaded pieces (the shell's frame around
// 404 and no-access, lazy pages) take longer on a busy 2-core machine; a passing test waits no longer
configure({ asyncUtilTimeout: 5_000 });

// The 'web-unit' files share one worker's modules: each file starts signed out, with empty
// storage and no tabs, whatever the file before it left behind.
sessionStorage.clear();
localStorage.clear();
sessionStore.set(null);
tabsStore.reset();
