// `npm test`: the static checks (`npm run check`) and every test (scripts, shared, server, web in
// jsdom, end-to-end in Chromium) in one Vitest run, then one plain summary line and the ten slowest
// files. `npm test -- <path or name>` passes the filter to Vitest and runs that area only (no check).
// Browser tests skip when no Chromium is found, and say so; with REQUIRE_BROWSER=1 (set by .ci/run)
// a skip is a failure — in a filtered run only when the filter selected browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { root, runTimed } from './run-timed.mjs';

const report = path.join(root, 'test-results/vitest.json');
const fileTimes = path.join(root, 'test-results/file-times.json');
const args = process.argv.slice(2);
const filtered = args.length > 0;
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
fs.rmSync(fileTimes, { force: true });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The check runs beside the tests rather than before them, at a lower CPU priority: it takes the
// cores whenever the test workers wait (on PostgreSQL, on the one browser file at a time at the
// end) and yields them to the tests when both want them; run before the tests it would add its whole time.
const hasCheck = Boolean(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.check);
const check = !filtered && hasCheck ? runTimed(process.execPath, [path.join(root, 'scripts/check.mjs')], { quiet: true, nice: 10 }) : null;

const tests = await runTimed(process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  `--reporter=${path.join(root, 'scripts/test-timings.mjs')}`,
  ...args,
]);

let status = tests.code;
const checked = check && (await check);
if (checked) {
  console.log(`\nnpm run check (${seconds(checked.ms)}):`);
  console.log(checked.out.trimEnd());
  if (checked.code !== 0) {
    console.log('\nCHECK FAILED: `npm run check` found type, lint/format or module-boundary problems (above); the run fails.');
    status = 1;
  }
} else if (filtered) console.log('\n(filtered run: `npm run check` not run)');

if (!fs.existsSync(report)) {
  console.error('No test report was written.');
  process.exit(status || 1);
}
const result = JSON.parse(fs.readFileSync(report, 'utf8'));
let passed = 0,
  failed = 0,
  skipped = 0,
  e2eFiles = 0,
  e2eRan = 0,
  e2eSkipped = 0;
for (const file of result.testResults) {
  const isE2e = file.name.includes(`${path.sep}e2e${path.sep}`);
  if (isE2e) e2eFiles++;
  for (const t of file.assertionResults) {
    if (t.status === 'passed') passed++;
    else if (t.status === 'failed') failed++;
    else skipped++;
    if (isE2e) t.status === 'passed' || t.status === 'failed' ? e2eRan++ : e2eSkipped++;
  }
}
// a filter that selected no browser test asks nothing of the browser
const browserWanted = !filtered || e2eFiles > 0;
if (browserWanted && (e2eSkipped > 0 || e2eRan === 0)) {
  console.log(
    `\nBrowser tests SKIPPED (${e2eSkipped} skipped, ${e2eRan} ran): no Chromium found. Install Debian's Chromium (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  if (process.env.REQUIRE_BROWSER === '1') {
    console.log('REQUIRE_BROWSER=1: skipped browser tests fail the run.');
    status = 1;
  }
}

// whole cost per file (imports, environment, hooks, tests) when the timing reporter wrote it,
// else the JSON report's span of the tests alone
const times = fs.existsSync(fileTimes)
  ? JSON.parse(fs.readFileSync(fileTimes, 'utf8')).map((f) => ({ name: f.file, ms: f.ms, tests: f.tests }))
  : result.testResults.map((f) => ({ name: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }));
const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowest.length) {
  console.log('\nTen slowest test files (whole file: environment, imports, hooks and tests):');
  for (const f of slowest)
    console.log(`${seconds(f.ms).padStart(9)}  ${f.name}${f.tests === undefined ? '' : `  (tests ${seconds(f.tests)})`}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
