import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBaseline } from './boundaries/baseline.mjs';
import { run } from './boundaries.mjs';

// a repository of a few files in a temporary folder: { 'apps/server/src/core/a.ts': "import …" }
const trees = [];
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const baselineOf = (root) => path.join(root, 'baseline.json');
const check = (root, options = {}) => run(root, { baselineFile: baselineOf(root), ...options });
const text = (result) => result.lines.join('\n');

// a clean tree: every layer of each project imports downward only, modules through their index
const CLEAN = {
  'apps/server/src/config.ts': 'export const port = 1;\n',
  'apps/server/src/core/serve.ts': "import { port } from '../config.ts';\nexport const serve = port;\n",
  'apps/server/src/platform/jobs/index.ts': "import { serve } from '../../core/serve.ts';\nexport const jobs = serve;\n",
  'apps/server/src/modules/garden/index.ts': "export { child } from './children/child.ts';\n",
  'apps/server/src/modules/garden/children/child.ts':
    "import { jobs } from '../../../platform/jobs/index.ts';\nexport const child = jobs;\n",
  'apps/server/src/modules/health/index.ts': "import { child } from '../garden/index.ts';\nexport const health = child;\n",
  'apps/server/src/modules/index.ts': "export { health } from './health/index.ts';\n",
  'apps/server/src/app.ts': "import { health } from './modules/index.ts';\nexport const app = health;\n",
  'apps/web/src/api/request.ts': "import { x } from '@kg/shared';\nexport const request = x;\n",
  'apps/web/src/kit/table.tsx': "import { request } from '../api/request.ts';\nexport const Table = request;\n",
  'apps/web/src/modules/garden/index.ts': "import { Table } from '../../kit/table.tsx';\nexport const routes = [Table];\n",
  'apps/web/src/shell/frame.tsx': "import { routes } from '../modules/garden/index.ts';\nexport const Frame = routes;\n",
  'packages/shared/src/index.ts': "export { x } from './format.ts';\n",
  'packages/shared/src/format.ts': 'export const x = 1;\n',
};

describe('the boundaries check on a planted tree', () => {
  it('passes a clean tree with an empty baseline and prints the summary line', () => {
    const result = check(tree(CLEAN));
    expect(text(result)).toContain('circles: 0 (server 0, web 0, shared 0); layer violations: 0');
    expect(result.code).toBe(0);
  });

  it('fails on a planted circle and shows it as a path back to its start', () => {
    const root = tree({
      ...CLEAN,
      'apps/server/src/core/serve.ts': "import { session } from './session.ts';\nexport const serve = 1;\n",
      'apps/server/src/core/session.ts': "import type { serve } from './serve.ts';\nexport const session = 1;\n",
    });
    const result = check(root);
    expect(result.code).toBe(1);
    expect(text(result)).toContain('circles: 1 (server 1, web 0, shared 0)');
    expect(text(result)).toMatch(/NEW[^\n]*\n {2}server, 2 files: core\/serve\.ts → core\/session\.ts → core\/serve\.ts/);
  });

  it('names the areas a circle runs between, and with --list the imports between them', () => {
    const root = tree({
      ...CLEAN,
      'apps/server/src/modules/garden/children/child.ts': "import { health } from '../../health/index.ts';\nexport const child = 1;\n",
    });
    const out = text(check(root, { list: true }));
    expect(out).toContain('server, 3 files across garden, health: modules/garden/children/child.ts → modules/health/index.ts');
    expect(out).toContain('imports between areas: garden → health 1, health → garden 1');
  });

  it.each([
    ['core → platform', 'apps/server/src/core/serve.ts', "import { jobs } from '../platform/jobs/index.ts';"],
    ['platform → modules', 'apps/server/src/platform/jobs/index.ts', "import { child } from '../../modules/garden/index.ts';"],
    ['kit → modules', 'apps/web/src/kit/table.tsx', "import { routes } from '../modules/garden/index.ts';"],
    ['modules → shell', 'apps/web/src/modules/garden/index.ts', "import { Frame } from '../../shell/frame.tsx';"],
    ['shared core → shared modules', 'packages/shared/src/format.ts', "import { y } from './modules/garden/codes.ts';"],
  ])('fails on an upward import (%s)', (_name, file, line) => {
    const root = tree({ ...CLEAN, 'packages/shared/src/modules/garden/codes.ts': 'export const y = 1;\n', [file]: `${line}\n` });
    const result = check(root);
    expect(result.code).toBe(1);
    expect(text(result)).toMatch(new RegExp(`${file}:1 → \\S+ {2}\\[upward\\]`));
  });

  it("fails on a module reaching into another's internals, and passes the same import through its index", () => {
    const inside = "import { child } from '../garden/children/child.ts';\nexport const health = child;\n";
    const reaching = check(tree({ ...CLEAN, 'apps/server/src/modules/health/index.ts': inside }));
    expect(reaching.code).toBe(1);
    expect(text(reaching)).toContain("[module-internals] module 'health' reaches into module 'garden'");
    expect(check(tree(CLEAN)).code).toBe(0); // CLEAN's health imports '../garden/index.ts'
  });

  it('fails on an app importing packages/shared by a relative path, and on shared importing an app', () => {
    const root = tree({
      ...CLEAN,
      'apps/web/src/api/request.ts': "import { x } from '../../../../packages/shared/src/format.ts';\nexport const request = x;\n",
      'packages/shared/src/format.ts': "import { app } from '../../../apps/server/src/app.ts';\nexport const x = app;\n",
    });
    const out = text(check(root));
    expect(out).toContain('apps/web/src/api/request.ts:1 → packages/shared/src/format.ts  [relative-into-package]');
    expect(out).toContain('packages/shared/src/format.ts:1 → apps/server/src/app.ts  [outside-project]');
  });

  it('fails on a file in no layer and on demo data outside a module', () => {
    const root = tree({ ...CLEAN, 'apps/server/src/helpers/thing.ts': 'export {};\n', 'apps/web/src/kit/demo-rows.ts': 'export {};\n' });
    const out = text(check(root));
    expect(out).toContain('apps/server/src/helpers/thing.ts:1 → (no layer)  [unplaced]');
    expect(out).toContain('apps/web/src/kit/demo-rows.ts:1 → (demo outside a module)  [demo-placement]');
  });
});

describe('the baseline', () => {
  const planted = {
    ...CLEAN,
    'apps/server/src/core/serve.ts': "import { jobs } from '../platform/jobs/index.ts';\nexport const serve = 1;\n",
    'apps/server/src/platform/jobs/index.ts': "import { serve } from '../../core/serve.ts';\nexport const jobs = serve;\n",
  };

  it('passes what it lists, and fails on an entry that no longer occurs', () => {
    const root = tree(planted);
    expect(check(root, { update: true, allowNew: true }).code).toBe(0);
    expect(readBaseline(baselineOf(root)).violations).toEqual(['apps/server/src/core/serve.ts → apps/server/src/platform/jobs/index.ts']);
    expect(check(root).code).toBe(0);

    fs.writeFileSync(path.join(root, 'apps/server/src/core/serve.ts'), 'export const serve = 1;\n');
    const stale = check(root);
    expect(stale.code).toBe(1);
    expect(text(stale)).toContain('GONE from the tree but still in the baseline (2)');
    expect(text(stale)).toContain('node scripts/boundaries.mjs --update-baseline');
    expect(check(root, { update: true }).code).toBe(0);
    expect(readBaseline(baselineOf(root))).toEqual({ violations: [], circles: [] });
  });

  it('refuses to add an entry on update unless told to', () => {
    const root = tree(planted);
    const refused = check(root, { update: true });
    expect(refused.code).toBe(1);
    expect(text(refused)).toContain('were NOT added');
    expect(readBaseline(baselineOf(root))).toEqual({ violations: [], circles: [] });
    expect(check(root).code).toBe(1);
  });

  it('keeps a known circle known when it shrinks, and asks for the smaller one to be recorded', () => {
    const three = {
      ...CLEAN,
      'apps/server/src/core/a.ts': "import './b.ts';\n",
      'apps/server/src/core/b.ts': "import './c.ts';\nimport './a.ts';\n",
      'apps/server/src/core/c.ts': "import './a.ts';\n",
    };
    const root = tree(three);
    check(root, { update: true, allowNew: true });
    fs.writeFileSync(path.join(root, 'apps/server/src/core/c.ts'), 'export {};\n');
    const shrunk = check(root);
    expect(text(shrunk)).not.toContain('NEW');
    expect(text(shrunk)).toContain('circle of 3 files');
    expect(check(root, { update: true }).code).toBe(0);
    expect(readBaseline(baselineOf(root)).circles).toEqual([['apps/server/src/core/a.ts', 'apps/server/src/core/b.ts']]);
  });
});

describe('this repository', () => {
  it('passes against its committed baseline', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const result = run(root, { baselineFile: path.join(root, 'scripts/boundaries-baseline.json') });
    expect(text(result)).toMatch(/circles: \d+ \(server \d+, web \d+, shared \d+\); layer violations: \d+/);
    expect(result.code, text(result)).toBe(0);
  }, 30_000); // reads every source file: give a busy machine time
});
