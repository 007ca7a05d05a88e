import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../i18n/index.ts';

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
