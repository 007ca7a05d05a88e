// `npm test`: every test (shared, server, end-to-end in Chromium) in one Vitest run, then one
// plain summary line. Browser tests skip when no Chromium is found, and say so; with
// REQUIRE_BROWSER=1 (set by .ci/run) a skip is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, 'test-results/vitest.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });

const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

if (!fs.existsSync(report)) {
  console.error('No test report was written.');
  process.exit(run.status || 1);
}
const result = JSON.parse(fs.readFileSync(report, 'utf8'));
let passed = 0,
  failed = 0,
  skipped = 0,
  e2eRan = 0,
  e2eSkipped = 0;
for (const file of result.testResults) {
  const isE2e = file.name.includes(`${path.sep}e2e${path.sep}`);
  for (const t of file.assertionResults) {
    if (t.status === 'passed') passed++;
    else if (t.status === 'failed') failed++;
    else skipped++;
    if (isE2e) t.status === 'passed' || t.status === 'failed' ? e2eRan++ : e2eSkipped++;
  }
}
let status = run.status ?? 1;
if (e2eSkipped > 0 || e2eRan === 0) {
  console.log(
    `\nBrowser tests SKIPPED (${e2eSkipped} skipped, ${e2eRan} ran): no Chromium found. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  if (process.env.REQUIRE_BROWSER === '1') {
    console.log('REQUIRE_BROWSER=1: skipped browser tests fail the run.');
    status = 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
