import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import FileTimes from './test-timings.mjs';

const roots = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** A finished test file as Vitest hands it to a reporter. */
const file = (root, name, project, isolate, environment) => ({
  moduleId: path.join(root, name),
  project: { name: project, config: { isolate } },
  diagnostic: () => ({ environmentSetupDuration: environment, prepareDuration: 1, setupDuration: 2, collectDuration: 3, duration: 4 }),
});

function report(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-times-'));
  roots.push(root);
  const reporter = new FileTimes();
  reporter.onInit({ config: { root } });
  reporter.onTestRunEnd(files(root));
  return Object.fromEntries(
    JSON.parse(fs.readFileSync(path.join(root, 'test-results/file-times.json'), 'utf8')).map((f) => [f.file, f.ms]),
  );
}

describe('the file times reporter', () => {
  it('counts a shared worker’s one environment setup once, not on every file the worker ran', () => {
    const times = report((root) => [
      file(root, 'a.test.tsx', 'web-unit', false, 900),
      file(root, 'b.test.tsx', 'web-unit', false, 900),
      file(root, 'c.test.tsx', 'web-unit', false, 700),
      file(root, 'd.test.tsx', 'web-unit', false, 700),
    ]);
    expect(times).toEqual({ 'a.test.tsx': 910, 'b.test.tsx': 10, 'c.test.tsx': 710, 'd.test.tsx': 10 });
  });

  it('counts the environment of every isolated file, each having set up its own', () => {
    const times = report((root) => [file(root, 'a.test.tsx', 'web', true, 900), file(root, 'b.test.tsx', 'web', true, 900)]);
    expect(times).toEqual({ 'a.test.tsx': 910, 'b.test.tsx': 910 });
  });
});
