// `npm test`: the static checks (`npm run check`) and every test (scripts, shared, server, web in
// jsdom, end-to-end in Chromium) in two Vitest runs side by side (below), then one plain summary
// line with the whole time and the ten slowest files. `npm test -- <path or name>` passes the filter to Vitest and runs that area only (no check).
// Browser tests skip when no Chromium is found, and say so; with REQUIRE_BROWSER=1 (set by .ci/run)
// a skip is a failure — in a filtered run only when the filter selected browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { root, runTimed } from './run-timed.mjs';

const started = Date.now();
const results = path.join(root, 'test-results');
const args = process.argv.slice(2);
const filtered = args.length > 0;
fs.mkdirSync(results, { recursive: true });
for (const f of fs.readdirSync(results)) if (/^(vitest|file-times)(-[a-z]+)?\.json$/.test(f)) fs.rmSync(path.join(results, f));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The check runs beside the tests rather than before them, at a lower CPU priority: it takes the
// cores whenever the tests wait (on PostgreSQL, on Chromium) and yields them to the tests when both
// want them; run before the tests it would add its whole time.
const hasCheck = Boolean(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts?.check);
const check = !filtered && hasCheck ? runTimed(process.execPath, [path.join(root, 'scripts/check.mjs')], { quiet: true, nice: 10 }) : null;

/** One Vitest run writing its JSON report and file times under its name. */
const vitest = (name, extra, opts = {}) =>
  runTimed(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, `vitest-${name}.json`)}`,
      `--reporter=${path.join(root, 'scripts/test-timings.mjs')}`,
      `--outputFile.fileTimes=${path.join(results, `file-times-${name}.json`)}`,
      ...extra,
    ],
    opts,
  );

// The whole suite is two Vitest runs side by side: the browser files (one at a time, on the one e2e
// server) beside everything else. Run after the others, the browser files left a core half idle
// while Chromium and the server waited on each other; beside them they take what the workers leave.
// The browser run's output is printed when it ends, not mixed into the other's.
const runs = filtered
  ? [vitest('all', args)]
  : [vitest('main', ['--project', '!e2e']), vitest('browser', ['--project', 'e2e'], { quiet: true })];
const done = await Promise.all(runs);
for (const r of done.filter((r) => r.out)) console.log(`\n${r.out.trimEnd()}`);

let status = done.some((r) => r.code !== 0) ? 1 : 0;
const checked = check && (await check);
if (checked) {
  console.log(`\nnpm run check (${seconds(checked.ms)}):`);
  console.log(checked.out.trimEnd());
  if (checked.code !== 0) {
    console.log('\nCHECK FAILED: `npm run check` found type, lint/format or module-boundary problems (above); the run fails.');
    status = 1;
  }
} else if (filtered) console.log('\n(filtered run: `npm run check` not run)');

const written = (prefix) =>
  fs
    .readdirSync(results)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(results, f), 'utf8')));
const reports = written('vitest-');
if (reports.length < runs.length) {
  console.error('A test report was not written.');
  process.exit(status || 1);
}
const result = { testResults: reports.flatMap((r) => r.testResults) };
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
const timed = written('file-times-').flat();
const times = timed.length
  ? timed.map((f) => ({ name: f.file, ms: f.ms, tests: f.tests }))
  : result.testResults.map((f) => ({ name: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }));
const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowest.length) {
  console.log('\nTen slowest test files (whole file: environment, imports, hooks and tests):');
  for (const f of slowest)
    console.log(`${seconds(f.ms).padStart(9)}  ${f.name}${f.tests === undefined ? '' : `  (tests ${seconds(f.tests)})`}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds(Date.now() - started)}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
