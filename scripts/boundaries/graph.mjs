// The file-level import graph: every relative or `@kg/shared` specifier of every source file,
// resolved to a file. Plain text scanning (no parser) keeps the check dependency-free and fast;
// comments are blanked first so an example in a doc comment is not read as an import.
import fs from 'node:fs';
import path from 'node:path';

export const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
// static imports and re-exports (type-only too), side-effect imports, dynamic imports, vi.mock and
// vi.importActual paths
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|doMock|importActual|importMock)\(\s*['"]([^'"]+)['"]/g,
];
// after these a `/` starts a regular expression rather than a division
const REGEX_AFTER = /(?:[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|in|of|void))$/;
// the lexer jumps between these with native regular expressions rather than walking each character
const INTERESTING = /[/'"`{}]/g;
const OUTSIDE_TEMPLATES = /[/'"`]/g; // braces matter only inside a template's `${…}`
const SINGLE = /'(?:[^'\\\n]|\\.)*'?/y; // a quoted string ends at its quote or, unterminated, at the line's end
const DOUBLE = /"(?:[^"\\\n]|\\.)*"?/y;
const TEMPLATE_PART = /(?:[^`\\$]|\\[\s\S]|\$(?!\{))*(?:`|\$\{)?/y; // to its end or to a `${`
const REGEX_LITERAL = /\/(?:[^/\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])*\/?/y;

const skip = (re, text, at) => {
  re.lastIndex = at;
  re.exec(text);
  return Math.max(re.lastIndex, at + 1);
};

/** `text` with its comments replaced by spaces (line breaks kept, so line numbers hold). */
export function blankComments(text) {
  const comments = []; // [start, end) of each comment
  const templates = []; // brace depth at each open `${`
  let braces = 0;
  let i = 0;
  const template = (from) => {
    const k = skip(TEMPLATE_PART, text, from);
    if (text[k - 1] === '{' && text[k - 2] === '$') templates.push(braces);
    return k;
  };
  while (i < text.length) {
    const next = templates.length ? INTERESTING : OUTSIDE_TEMPLATES;
    next.lastIndex = i;
    const m = next.exec(text);
    if (!m) break;
    i = m.index;
    const c = m[0];
    const after = text[i + 1];
    if (c === '/' && (after === '/' || after === '*')) {
      const end = after === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : after === '/' ? end : end + 2;
      comments.push([i, stop]);
      i = stop;
    } else if (c === "'") i = skip(SINGLE, text, i);
    else if (c === '"') i = skip(DOUBLE, text, i);
    else if (c === '`') i = template(i + 1);
    else if (c === '{') {
      braces++;
      i++;
    } else if (c === '}' && templates.length && templates.at(-1) === braces) {
      templates.pop();
      i = template(i + 1);
    } else if (c === '}') {
      braces--;
      i++;
    } else if (startsRegex(text, i)) i = skip(REGEX_LITERAL, text, i);
    else i++;
  }
  if (!comments.length) return text;
  let out = '';
  let from = 0;
  for (const [start, end] of comments) {
    out += text.slice(from, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return out + text.slice(from);
}

function startsRegex(text, i) {
  const before = text.slice(Math.max(0, i - 12), i).trimEnd();
  return before === '' || REGEX_AFTER.test(before);
}

/** Every module specifier in a source text, with its 1-based line. */
export function importsOf(text) {
  const code = blankComments(text);
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (at) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found = [];
  for (const re of SPECIFIERS) {
    for (const m of code.matchAll(re)) found.push({ specifier: m[1], line: lineOf(m.index) });
  }
  return found.sort((a, b) => a.line - b.line);
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (SOURCE.test(entry.name)) yield p;
  }
}

const posix = (p) => p.split(path.sep).join('/');

/**
 * The repository-relative file a specifier names, or null for a package other than `@kg/shared`.
 * `viaPackage` marks `@kg/shared` imports (the declared way in); a target outside the scanned
 * files keeps its plain path so a rule can still name it.
 */
export function resolveSpecifier(fromRel, specifier, known) {
  let base;
  let viaPackage = false;
  if (specifier === '@kg/shared') {
    base = 'packages/shared/src/index';
    viaPackage = true;
  } else if (specifier.startsWith('@kg/shared/')) {
    base = `packages/shared/src/${specifier.slice('@kg/shared/'.length)}`;
    viaPackage = true;
  } else if (specifier.startsWith('.')) {
    base = path.posix.join(path.posix.dirname(fromRel), specifier);
  } else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  const to = candidates.find((c) => known.has(c)) ?? base;
  return { to, viaPackage };
}

/**
 * The import graph of every source file under `dirs` (repository-relative), as
 * `Map<file, [{ to, line, specifier, viaPackage }]>`; only edges to scanned files are kept in
 * `graph`, every resolved edge (to anywhere) in `edges` for the layer rules.
 */
export function buildGraph(root, dirs) {
  const files = [];
  for (const dir of dirs) {
    const abs = path.join(root, dir);
    if (fs.existsSync(abs)) for (const f of sourceFiles(abs)) files.push(posix(path.relative(root, f)));
  }
  const texts = new Map();
  for (const file of files.sort()) {
    const text = readIfThere(path.join(root, file));
    if (text !== null) texts.set(file, text);
  }
  const known = new Set(texts.keys());
  const edges = new Map();
  const graph = new Map();
  for (const [file, text] of texts) {
    const out = [];
    for (const { specifier, line } of importsOf(text)) {
      const r = resolveSpecifier(file, specifier, known);
      if (r) out.push({ ...r, line, specifier });
    }
    edges.set(file, out);
    graph.set(file, [...new Set(out.filter((e) => known.has(e.to)).map((e) => e.to))]);
  }
  return { files: [...known], edges, graph };
}

// a file moved away between listing and reading (the tree is shared while files move) is skipped
function readIfThere(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}
