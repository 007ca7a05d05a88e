import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Web tests run in two projects. A file that replaces modules (vi.mock) or globals needs a fresh
// module graph and jsdom of its own ('web', isolated). Every other file shares one worker's loaded
// modules ('web-unit', not isolated): antd, React and the app's modules load once per worker
// instead of once per file, which was most of a small test file's time.
const src = path.join(import.meta.dirname, 'src');
const testFiles = (fs.readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f.split(path.sep).join('/')}`);
const needsIsolation = (f: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8'));
export const ISOLATED = testFiles.filter(needsIsolation);
export const SHARED = testFiles.filter((f) => !needsIsolation(f));

export const webTest = {
  environment: 'jsdom',
  // a browser outside China (behind UTC, with summer time): a page that reads the browser's zone
  // instead of China's (kit/date-time.ts, @kg/shared/time/china) shows a wrong time or day here
  env: { TZ: 'America/New_York' },
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
} as const;

export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web', include: ISOLATED },
});
