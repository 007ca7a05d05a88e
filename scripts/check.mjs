// `npm run check`: the static checks `npm test` runs first — types, Biome (formatter and
// linter, zero findings) and module boundaries. Each prints its time; any failure fails all.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  { name: 'types (shared)', cmd: bin('tsc'), args: ['-p', 'packages/shared'] },
  { name: 'types (server)', cmd: bin('tsc'), args: ['-p', 'apps/server'] },
  { name: 'types (web)', cmd: bin('tsc'), args: ['-p', 'apps/web'] },
  { name: 'types (tools)', cmd: bin('tsc'), args: ['-p', 'tsconfig.tools.json'] },
  { name: 'biome', cmd: bin('biome'), args: ['ci', '--colors=off', '--max-diagnostics=30', '.'] },
  { name: 'boundaries', cmd: process.execPath, args: ['scripts/boundaries.mjs'] },
];

function run({ name, cmd, args }) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ name, ok: code === 0, out, ms: Date.now() - t }));
  });
}

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
}
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
