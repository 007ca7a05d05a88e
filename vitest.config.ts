import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['scripts', 'packages/shared', 'apps/server', 'apps/web', 'e2e'],
  },
});
