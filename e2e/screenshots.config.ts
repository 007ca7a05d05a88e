import { defineConfig } from 'vitest/config';

// `npm run screenshots`: the browser tests and the zh/en gallery with pictures saved to
// test-results/screenshots/ (SCREENSHOTS=1 turns shot() on). `npm test` takes no pictures.
export default defineConfig({
  test: {
    name: 'screenshots',
    // run from the repository root by `npm run screenshots`: paths below are e2e's own
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts', '**/*.screenshots.ts'],
    globalSetup: ['./global-setup.ts'],
    env: { SCREENSHOTS: '1' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // a page on a busy 2-core machine can take seconds to follow a click: polls wait up to 10 s, not 1
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
