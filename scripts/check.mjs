// `npm run check`: the static checks `npm test` runs first — types, Biome (formatter and
// linter, zero findings), boundaries (layers and import circles against their baseline) and the web
// app's JavaScript budgets (bundle size). Each prints its time; any failure fails all.
import path from 'node:path';
import { root, runTimed } from './run-timed.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
// TypeScript 7 checks a program on several threads by default; each thread repeats the shared
// work, so one thread per program costs about half the CPU, and the test workers beside the check
// (`npm test`) already keep both cores busy
const types = (project) => ({ cmd: bin('tsc'), args: ['-p', project, '--singleThreaded'] });
const steps = [
  { name: 'types (shared)', ...types('packages/shared') },
  { name: 'types (server)', ...types('apps/server') },
  { name: 'types (web)', ...types('apps/web') },
  { name: 'types (tools)', ...types('tsconfig.tools.json') },
  { name: 'biome', cmd: bin('biome'), args: ['ci', '--colors=off', '--max-diagnostics=30', '.'] },
  // its summary line is printed even when it passes: the circle count is a figure we follow
  { name: 'boundaries', cmd: process.execPath, args: ['scripts/boundaries.mjs'], summary: /^circles: .*$/m },
  // the login page's and the signed-in frame's JavaScript against their budgets (builds when stale)
  { name: 'bundle size', cmd: process.execPath, args: ['scripts/bundle-size.mjs'], summary: /^js \(brotli\): .*$/m },
];

const run = async ({ name, cmd, args, summary }) => {
  const r = await runTimed(cmd, args, { quiet: true });
  return { name, ok: r.code === 0, out: r.out, ms: r.ms, summary: summary && r.out.match(summary)?.[0] };
};

// two at a time: the machine this must fit has two cores
const results = [];
const queue = [...steps];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(16)} ${(r.ms / 1000).toFixed(1)} s`);
  if (!r.ok) console.log(r.out.trim().replace(/^/gm, '      '));
  else if (r.summary) console.log(`      ${r.summary}`);
}
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
