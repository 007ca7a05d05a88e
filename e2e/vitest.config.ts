import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // a page on a busy 2-core machine can take seconds to follow a click: polls wait up to 10 s, not 1
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
    // isolate stays on (the default): each file gets its own e2e/sessions.ts, so a sign-in is kept
    // for the file that made it and never outlives it into a file that disables or logs it out
  },
});
