// Builds the web app when its sources are newer than the last build (or it was never built).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const shared = path.join(root, 'packages/shared/src');
const built = path.join(web, 'dist/index.html');

// test files and test helpers are not in the build: editing them must not cost a rebuild
const notBuilt = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === 'test' || name === 'testing';

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (notBuilt(entry.name)) continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

function isStale() {
  // the build's own configuration counts as a source too (chunking, precompressed copies)
  const config = ['index.html', 'vite.config.ts', 'precompress.ts'].map((f) => fs.statSync(path.join(web, f)).mtimeMs);
  const sources = Math.max(newest(path.join(web, 'src')), newest(shared), ...config);
  return !fs.existsSync(built) || fs.statSync(built).mtimeMs < sources;
}

const viteBuild = [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'];
// vitest runs the e2e setup with NODE_ENV=test; the served app is always a production build
const buildOptions = () => ({ cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

export function buildWebIfStale() {
  if (!isStale()) return false;
  console.log('Building the web app…');
  execFileSync(process.execPath, viteBuild, buildOptions());
  return true;
}

/** The same without blocking the caller's event loop (the e2e setup builds while other tests run). */
export async function buildWebIfStaleAsync() {
  if (!isStale()) return false;
  console.log('Building the web app…');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, viteBuild, buildOptions());
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the web build failed (exit ${code})`))));
  });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
