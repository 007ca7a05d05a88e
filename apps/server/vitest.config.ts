import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share their worker's loaded modules (Fastify, drizzle, the app) instead of importing
    // them again each: that import was two thirds of the project's time. It is safe because every
    // file builds its own app on its own cloned database, and server state lives per AppContext
    // (WeakMaps), not in module scope. A test that replaces modules (vi.mock) or globals would
    // leak into the next file here: give it a project of its own with isolate: true.
    isolate: false,
  },
});
