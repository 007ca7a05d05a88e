// Module boundaries: a module under `apps/<app>/src/modules/<name>/` may import another module
// only through that module's public entry (`modules/<name>/index.ts` or `.tsx`), never a file
// inside it. Biome has no rule that resolves import paths against folders, so this is ours.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
// static imports and re-exports, side-effect imports, dynamic imports, vi.mock paths
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];

/** Every module specifier in a source text, with its 1-based line. */
export function importsOf(text) {
  const found = [];
  for (const re of SPECIFIERS) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ specifier: m[1], line });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** `{ root, name, rest }` when `file` lies inside a module folder, else null. */
export function moduleOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('modules');
  // files directly in modules/ (the list that registers every module) belong to no module
  if (at < 2 || parts[at - 1] !== 'src' || at + 2 >= parts.length) return null;
  return { root: parts.slice(0, at + 1).join(path.sep), name: parts[at + 1], rest: parts.slice(at + 2) };
}

const isEntry = (rest) => rest.length === 0 || (rest.length === 1 && /^index\.(ts|tsx|mts|js)$/.test(rest[0]));
// A module's test kit (`testing.ts`) is a second entry, open to test code only.
const isTestKit = (rest) => rest.length === 1 && /^testing\.(ts|tsx)$/.test(rest[0]);
const isTestCode = (file) => /\.test\.(ts|tsx)$|[\\/](test-[^\\/]*|[^\\/]*-test-utils|testing)\.(ts|tsx)$/.test(file);

/**
 * The boundary violations of one file: imports from a module into another module's internals.
 * `file` is absolute; only relative specifiers can reach into a sibling module's folder.
 */
export function violationsOf(file, text) {
  const from = moduleOf(file);
  if (!from) return [];
  const out = [];
  for (const { specifier, line } of importsOf(text)) {
    if (!specifier.startsWith('.')) continue;
    const to = moduleOf(path.resolve(path.dirname(file), specifier));
    if (!to || to.root !== from.root || to.name === from.name) continue;
    if (isEntry(to.rest) || (isTestKit(to.rest) && isTestCode(file))) continue;
    out.push({
      file,
      line,
      specifier,
      message: `module '${from.name}' reaches into module '${to.name}': import it through its index.ts (tests: testing.ts)`,
    });
  }
  return out;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (SOURCE.test(entry.name)) yield p;
  }
}

/** Every violation under the given module folders. */
export function checkTree(moduleDirs) {
  const out = [];
  for (const dir of moduleDirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) out.push(...violationsOf(file, fs.readFileSync(file, 'utf8')));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const dirs = ['apps/web/src/modules', 'apps/server/src/modules'].map((d) => path.join(root, d));
  const found = checkTree(dirs);
  for (const v of found) console.error(`${path.relative(root, v.file)}:${v.line}  ${v.message} (${v.specifier})`);
  console.log(found.length ? `\n${found.length} module boundary violation(s).` : 'Module boundaries: no violation.');
  process.exit(found.length ? 1 : 0);
}
