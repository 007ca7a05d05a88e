// The ratchet: the known findings of the day the check began, which may only shrink. A violation
// is known by `from → to`; a circle by its sorted files. A circle that shares a file with a known
// one and is no larger is that one, shrunk, split or with a file renamed; a circle that grew or
// shares no file with a known one is new.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const ABOUT =
  'Known import circles and layer violations (issue 25). The boundaries check fails on any finding not listed here and on an entry that no longer occurs, so this list only shrinks: node scripts/boundaries.mjs --update-baseline. Its end state is empty.';

export function readBaseline(file) {
  if (!fs.existsSync(file)) return { violations: [], circles: [] };
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { violations: data.violations ?? [], circles: data.circles ?? [] };
}

export function writeBaseline(file, { violations, circles }) {
  const data = { about: ABOUT, violations: [...violations].sort(), circles: [...circles].map((c) => [...c].sort()) };
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

const within = (inner, outer) => {
  const set = new Set(outer);
  return inner.every((f) => set.has(f));
};
const same = (a, b) => a.length === b.length && within(a, b);
const remnant = (circle, known) => circle.length <= known.length && circle.some((f) => known.includes(f));

/**
 * Findings against the baseline: `newViolations` and `newCircles` (not known), `goneViolations`
 * and `goneCircles` (baseline entries that no longer occur exactly, including a circle that shrank).
 */
export function compare(baseline, { violations, circles }) {
  const known = new Set(baseline.violations);
  const current = new Set(violations);
  return {
    newViolations: violations.filter((v) => !known.has(v)),
    goneViolations: baseline.violations.filter((v) => !current.has(v)),
    newCircles: circles.filter((c) => !baseline.circles.some((b) => remnant(c, b))),
    goneCircles: baseline.circles.filter((b) => !circles.some((c) => same(c, b))),
  };
}

/**
 * Files git saw move since the baseline was last committed (`old path → new path`), so that a
 * finding which moved with its file stays known. Empty outside a git work tree.
 */
export function renamesSince(root, baselineRel) {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const since = git('log', '-1', '--format=%H', '--', baselineRel).trim();
    if (!since) return new Map();
    const moves = git('diff', '-M', '--name-status', since)
      .split('\n')
      .map((line) => line.split('\t'))
      .filter(([status]) => status?.startsWith('R'));
    return new Map(moves.map(([, from, to]) => [from, to]));
  } catch {
    return new Map();
  }
}

/** The baseline with every moved file under its new path. */
export function followRenames(baseline, renames) {
  if (!renames.size) return baseline;
  const to = (file) => renames.get(file) ?? file;
  return {
    violations: baseline.violations.map((key) => key.split(' → ').map(to).join(' → ')),
    circles: baseline.circles.map((c) => c.map(to).sort()),
  };
}
