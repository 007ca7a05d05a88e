// Boundaries: layers and import circles across apps/server, apps/web and packages/shared, held
// to a committed baseline that may only shrink (scripts/boundaries-baseline.json).
//
// Layers, bottom first; a file imports its own layer or a lower one, never a higher one:
//   server  core (src/core, src/db, src/config.ts) ← platform (src/platform, and src/modules/platform
//           while it moves) ← modules (src/modules/<name>) ← app (app.ts, bootstrap.ts, main.ts,
//           modules/index.ts, seed/, test/)
//   web     base (i18n, api, session, permission) ← kit (kit, widgets) ← modules (modules/<name>)
//           ← app (shell, pages, test, app.tsx, main.tsx)
//   shared  core (all outside src/modules, plus the module kit modules/{module,types,resolve}.ts)
//           ← platform (modules/platform) ← modules (modules/<name>) ← app (index.ts, errors.ts,
//           the other files directly in modules/: they assemble every module)
// Further rules:
//   - a server or web module imports another module only through its index.ts; test code (*.test.*, testing/,
//     testing.ts, test-*.ts, *-test-kit.ts, *-test-utils.ts) also through its testing.ts; a server
//     module enters an area of platform/ (platform/<area>/) the same way;
//   - test code may also import its project's app layer (the harness, app.ts, demo accounts): a test
//     runs against the assembled app; the layers between its own and the app stay closed to it;
//   - demo data (a file or folder named `demo`) lives in a module, the platform or seed/, and running
//     code (not demo, test, app layer or an index.ts that registers a seeder) never imports it;
//   - packages/shared imports no app; an app imports packages/shared only as `@kg/shared[/subpath]`;
//     server and web never import each other; every file belongs to a layer (a new top-level
//     folder is placed here first);
//   - no import circle: every strongly connected component of the file graph (static, type-only,
//     re-export, dynamic and vi.mock imports) with two files or more, or a file importing itself.
// e2e/, bench/ and scripts/ are outside the layers. Plain Node, no dependency; about a second.
//
//   node scripts/boundaries.mjs                     check against the baseline (npm run check)
//   node scripts/boundaries.mjs --list              also list every known violation
//   node scripts/boundaries.mjs --update-baseline   drop entries that no longer occur
//       (a finding whose file git saw move keeps its entry; --allow-new records anything else new)
import path from 'node:path';
import { compare, followRenames, readBaseline, renamesSince, writeBaseline } from './boundaries/baseline.mjs';
import { circlesOf, shortestCycle } from './boundaries/cycles.mjs';
import { buildGraph } from './boundaries/graph.mjs';
import { isDemo, placeOf, ruleBroken, unplaced } from './boundaries/layers.mjs';

export { importsOf } from './boundaries/graph.mjs';

export const DIRS = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages/shared/src'];
const PROJECTS = ['server', 'web', 'shared'];

// demo data may sit in a module, the platform or seed/
const demoMisplaced = (file) => {
  const place = placeOf(file);
  return isDemo(file) && place && !['modules', 'platform'].includes(place.layer) && !file.startsWith('apps/server/src/seed/');
};

/** Every circle (with its shortest cycle) and every violation (`key` is `from → to`) under `root`. */
export function analyse(root) {
  const { files, edges, graph } = buildGraph(root, DIRS);
  const circles = circlesOf(graph).map((members) => ({
    files: members,
    project: placeOf(members[0])?.project ?? 'other',
    cycle: shortestCycle(graph, members),
    links: linksAcross(graph, members),
  }));
  const violations = [];
  const add = (file, line, to, rule, message) => violations.push({ key: `${file} → ${to}`, file, line, to, rule, message });
  for (const file of files) {
    if (unplaced(file)) add(file, 1, '(no layer)', 'unplaced', 'no layer claims this file: place its folder in scripts/boundaries');
    if (demoMisplaced(file)) add(file, 1, '(demo outside a module)', 'demo-placement', 'demo data belongs to its module or the platform');
    const seen = new Set();
    for (const edge of edges.get(file)) {
      const broken = ruleBroken(file, edge);
      if (!broken || seen.has(edge.to)) continue;
      seen.add(edge.to);
      add(file, edge.line, edge.to, broken.rule, broken.message);
    }
  }
  return { files, circles, violations };
}

const short = (file) => file.replace(/^(apps\/server|apps\/web|packages\/shared)\/(src\/)?/, '');
// a module (by its name), a platform area, or a top folder: what a circle runs between
const areaOf = (file) => {
  const parts = short(file).split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts[0] === 'platform' && parts.length > 2 ? `platform/${parts[1]}` : parts[0];
};

/** How many imports inside a circle run from one area to another: what to cut to break it. */
function linksAcross(graph, members) {
  const inside = new Set(members);
  const links = new Map();
  for (const from of members) {
    for (const to of graph.get(from)) {
      const key = `${areaOf(from)} → ${areaOf(to)}`;
      if (inside.has(to) && areaOf(from) !== areaOf(to)) links.set(key, (links.get(key) ?? 0) + 1);
    }
  }
  return [...links].sort(([a], [b]) => a.localeCompare(b)).map(([link, n]) => `${link} ${n}`);
}

const circleLine = (c) => {
  const areas = [...new Set(c.files.map(areaOf))];
  const where = areas.length > 1 ? ` across ${areas.join(', ')}` : '';
  return `  ${c.project}, ${c.files.length} files${where}: ${c.cycle.map(short).join(' → ')}`;
};
const violationLine = (v) => `  ${v.file}:${v.line} → ${v.to}  [${v.rule}] ${v.message}`;

/** The check, as printed lines and an exit code; `update`/`allowNew` rewrite the baseline. */
export function run(root, { baselineFile, update = false, allowNew = false, list = false } = {}) {
  const started = performance.now();
  const lines = [];
  const { files, circles, violations } = analyse(root);
  const stored = readBaseline(baselineFile);
  const baseline = followRenames(stored, renamesSince(root, path.relative(root, baselineFile)));
  const moved = baseline.violations.filter((v, i) => v !== stored.violations[i]).length;
  const found = compare(baseline, { violations: violations.map((v) => v.key), circles: circles.map((c) => c.files) });

  lines.push(`Import circles (${circles.length}):`);
  for (const c of circles) {
    lines.push(circleLine(c));
    if (list && c.links.length) lines.push(`    imports between areas: ${c.links.join(', ')}`);
  }
  const byRule = new Map();
  for (const v of violations) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
  const perRule = [...byRule].map(([rule, n]) => `${rule} ${n}`);
  lines.push(`Layer violations (${violations.length})${perRule.length ? `: ${perRule.join(', ')}` : ''}`);
  if (list) lines.push(...violations.map(violationLine));
  const count = (p) => circles.filter((c) => c.project === p).length;
  lines.push(
    '',
    `circles: ${circles.length} (${PROJECTS.map((p) => `${p} ${count(p)}`).join(', ')}); layer violations: ${violations.length}`,
    `(${files.length} files read in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const isNew = new Set(found.newViolations);
  const fresh = violations.filter((v) => isNew.has(v.key));
  const newCircles = circles.filter((c) => found.newCircles.includes(c.files));
  const newCount = fresh.length + newCircles.length;
  const gone = [...found.goneViolations, ...found.goneCircles.map((c) => `circle of ${c.length} files: ${c.map(short).join(', ')}`)];
  if (newCount) {
    lines.push('', `NEW, not in the baseline (${newCount}):`, ...newCircles.map(circleLine), ...fresh.map(violationLine));
  }
  if (update) {
    // the baseline only shrinks: without --allow-new the new findings stay out of it, and fail
    const keep = allowNew ? violations : violations.filter((v) => !isNew.has(v.key));
    const keepCircles = allowNew ? circles : circles.filter((c) => !newCircles.includes(c));
    writeBaseline(baselineFile, { violations: keep.map((v) => v.key), circles: keepCircles.map((c) => c.files) });
    const added = allowNew ? newCount : 0;
    lines.push(
      '',
      `Baseline rewritten: ${keep.length} violations, ${keepCircles.length} circles (dropped ${gone.length}, added ${added}).`,
    );
    if (newCount && !allowNew)
      lines.push('The new findings above were NOT added: fix them (--allow-new records them, say why in the commit).');
    return { code: newCount && !allowNew ? 1 : 0, lines };
  }
  if (gone.length) {
    lines.push('', `GONE from the tree but still in the baseline (${gone.length}), well done:`, ...gone.map((g) => `  ${g}`));
    lines.push('Run `node scripts/boundaries.mjs --update-baseline` to drop them (the baseline only shrinks).');
  }
  if (newCount) lines.push('Fix the new findings: layers and circles are listed in scripts/boundaries.mjs.');
  if (!newCount && !gone.length) lines.push(`Baseline: every finding is known (${violations.length + circles.length}), none gone.`);
  if (moved) lines.push(`(${moved} baseline entries follow files git saw move; --update-baseline records their new paths.)`);
  return { code: newCount || gone.length ? 1 : 0, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const args = new Set(process.argv.slice(2));
  const result = run(root, {
    baselineFile: path.join(root, 'scripts/boundaries-baseline.json'),
    update: args.has('--update-baseline'),
    allowNew: args.has('--allow-new'),
    list: args.has('--list'),
  });
  console.log(result.lines.join('\n'));
  process.exit(result.code);
}
