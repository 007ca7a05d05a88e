import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measure, report } from './bundle-size.mjs';

// a built app in a temporary folder: { 'assets/a.js': bytes } plus its manifest
const dists = [];
function dist(files, manifest) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
  dists.push(dir);
  for (const [file, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  }
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}
afterEach(() => {
  for (const dir of dists.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// random bytes do not compress: their brotli size is their size and a few bytes
const noise = (n) => crypto.randomBytes(n);
const br = (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/pages/login.page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/login.page.tsx': {
    file: 'assets/login.page.js',
    src: 'src/pages/login.page.tsx',
    imports: ['index.html', '_react.js'],
    dynamicImports: ['src/pages/big.page.tsx'],
    css: ['assets/login.css'],
  },
  'src/pages/big.page.tsx': { file: 'assets/big.page.js', src: 'src/pages/big.page.tsx' },
};
const LOGIN = { login: { budget: 10_000, entries: ['index.html', '/login.page.tsx'] } };

describe('bundle size', () => {
  it("sums the entry's and the lazy page's static imports once each, leaving out what they load later and the CSS", () => {
    const login = noise(3_000);
    const d = dist(
      {
        'assets/index.js': noise(2_000),
        'assets/react.js': 'x'.repeat(20_000), // compresses to almost nothing
        'assets/login.page.js': login,
        'assets/big.page.js': noise(50_000),
        'assets/login.css': noise(50_000),
      },
      MANIFEST,
    );
    fs.writeFileSync(path.join(d, 'assets/login.page.js.br'), noise(1_234)); // the build's copy is what is sent
    const m = measure(d, LOGIN).login;
    expect(m.chunks.map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/login.page.js', 'assets/react.js']);
    expect(m.chunks.find((c) => c.file === 'assets/login.page.js').bytes).toBe(1_234);
    expect(m.chunks.find((c) => c.file === 'assets/react.js').bytes).toBeLessThan(100);
    expect(m.total).toBe(m.chunks.reduce((sum, c) => sum + c.bytes, 0));
    const { ok, lines } = report({ login: m });
    expect(ok).toBe(true);
    expect(lines[0]).toBe(`js (brotli): login ${(m.total / 1000).toFixed(1)} of 10.0 kB`);
  });

  it('fails a route over its budget, naming each of its chunks with its size', () => {
    const index = noise(4_000);
    const d = dist(
      { 'assets/index.js': index, 'assets/react.js': noise(1_000), 'assets/login.page.js': noise(500), 'assets/big.page.js': '' },
      MANIFEST,
    );
    const { ok, lines } = report(measure(d, { login: { ...LOGIN.login, budget: 5_000 } }));
    const text = lines.join('\n');
    expect(ok).toBe(false);
    expect(text).toMatch(/^OVER {2}login .* kB of 5\.0 kB/m);
    expect(text).toContain(`${(br(index) / 1000).toFixed(1)} kB  assets/index.js`);
    expect(text).toMatch(/kB {2}assets\/react\.js/);
    expect(text).toMatch(/kB {2}assets\/login\.page\.js/);
  });

  it('refuses a route whose page is not in the build, instead of measuring less', () => {
    const d = dist(
      { 'assets/index.js': 'x', 'assets/react.js': 'x' },
      { 'index.html': MANIFEST['index.html'], '_react.js': MANIFEST['_react.js'] },
    );
    expect(() => measure(d, LOGIN)).toThrow(/no chunk in the manifest for "\/login\.page\.tsx"/);
  });
});
