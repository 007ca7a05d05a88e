// The web app's JavaScript budgets, part of `npm run check`: what a browser downloads (brotli) for
// the login page and for the signed-in frame, read from the build's manifest. Sizes only, never a
// timing, so the same build always gives the same answer. Builds the app first when its sources
// changed (scripts/web-build.mjs; the browser tests' setup waits for that same build).
//
//   login  ≤ 150 kB: the entry and what it imports, the login page's lazy chunk and its imports,
//          and the login page's strings (i18n/<lang>-login.ts)
//   frame  ≤ 610 kB: a signed-in page opened directly: the entry, the frame (shell/layout.tsx),
//          antd's providers (shell/ui-providers.tsx), the workbench page and all the strings.
//          Measured at 554.7 kB when set; the budget leaves about 10 % for the modules to come.
//
// `node scripts/bundle-size.mjs [--dist <folder>]` (kB are 1,000 bytes, as the issue counts them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfStale, manifestFile } from './web-build.mjs';

/** Each route: the manifest entries it loads (by the end of their source path) and its budget in bytes. */
export const ROUTES = {
  login: { budget: 150_000, entries: ['index.html', '/login.page.tsx', 'src/i18n/zh-login.ts'] },
  frame: {
    budget: 610_000,
    entries: [
      'index.html',
      'src/shell/layout.tsx',
      'src/shell/ui-providers.tsx',
      '/desktop-index.page.tsx',
      'src/i18n/zh-login.ts',
      'src/i18n/zh-rest.ts',
    ],
  },
};

const kB = (n) => (n / 1000).toFixed(1);

/**
 * The brotli size of a built file: its .br copy when the build wrote one (the server sends that),
 * else compressed here (files under 1 kB, which the build leaves as they are).
 */
function brotliSize(dist, file) {
  const copy = path.join(dist, `${file}.br`);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const data = fs.readFileSync(path.join(dist, file));
  return zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The manifest key of an entry: exactly it, or the one source path that ends with it. */
function keyOf(manifest, entry) {
  if (manifest[entry]) return entry;
  const found = Object.keys(manifest).filter((k) => manifest[k].src?.endsWith(entry));
  if (found.length !== 1)
    throw new Error(`bundle-size: ${found.length ? 'more than one' : 'no'} chunk in the manifest for "${entry}" (renamed?)`);
  return found[0];
}

/** The JS chunks the entries load at once: themselves and their static imports, transitively. */
export function chunksOf(manifest, entries) {
  const files = new Set();
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const entry of entries) walk(keyOf(manifest, entry));
  return [...files];
}

/** Each route's chunks with their brotli sizes (largest first) and the total. */
export function measure(dist, routes = ROUTES) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const out = {};
  for (const [name, route] of Object.entries(routes)) {
    const chunks = chunksOf(manifest, route.entries)
      .map((file) => ({ file, bytes: brotliSize(dist, file) }))
      .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
    out[name] = { budget: route.budget, total: chunks.reduce((sum, c) => sum + c.bytes, 0), chunks };
  }
  return out;
}

/** A line per route, and for a route over its budget the chunks that make it up. */
export function report(measured) {
  const lines = [];
  const over = [];
  for (const [name, m] of Object.entries(measured)) {
    const ok = m.total <= m.budget;
    lines.push(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(6)} ${kB(m.total)} kB of ${kB(m.budget)} kB (brotli, ${m.chunks.length} chunks)`);
    if (ok) continue;
    over.push(name);
    lines.push(`      ${name} passes its budget by ${kB(m.total - m.budget)} kB; its chunks:`);
    for (const c of m.chunks) lines.push(`      ${kB(c.bytes).padStart(7)} kB  ${c.file}`);
  }
  const figures = Object.entries(measured).map(([name, m]) => `${name} ${kB(m.total)} of ${kB(m.budget)} kB`);
  lines.unshift(`js (brotli): ${figures.join(', ')}`);
  if (over.length)
    lines.push(
      '      Load what the page does not show lazily (a route, a dialog, a language part) or split a',
      '      library chunk in apps/web/vite.config.ts; raise a budget here only with a reason.',
    );
  return { ok: over.length === 0, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? path.resolve(process.argv[at + 1]) : path.dirname(path.dirname(manifestFile));
  if (at < 0) buildWebIfStale();
  const { ok, lines } = report(measure(dist));
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
