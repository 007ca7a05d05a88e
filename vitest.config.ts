import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['scripts', 'packages/shared', 'apps/server', 'apps/web', 'apps/web/vitest.unit.config.ts', 'e2e'],
    // One worker per core (Vitest's default leaves one core idle: on the 2-core CI one worker ran
    // every file in turn). Server files each own a cloned database, web files their own jsdom.
    // The browser files run one at a time on the one e2e server (e2e/vitest.config.ts); npm test runs
    // them in a Vitest of their own beside these (scripts/test.mjs).
    maxWorkers: os.availableParallelism(),
  },
});
