// Builds the web app when its sources are newer than the last build (or it was never built).
// One build at a time across processes: `npm test` runs the bundle-size check (npm run check)
// beside the browser tests' setup, and both may find the build stale; the second waits for the
// first (a lock folder holding the builder's pid) and then finds it fresh.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const shared = path.join(root, 'packages/shared/src');
const built = path.join(web, 'dist/index.html');
// which chunks each page loads: the bundle-size check reads it (scripts/bundle-size.mjs)
export const manifestFile = path.join(web, 'dist/.vite/manifest.json');

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
  return !fs.existsSync(built) || !fs.existsSync(manifestFile) || fs.statSync(built).mtimeMs < sources;
}

// under node_modules: never committed, never linted, one per checkout
const lock = path.join(root, 'node_modules/.cache/kg-web-build.lock');
const pidFile = path.join(lock, 'pid');
const LOCK_WAIT_MS = 300_000;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** Takes the build lock (an atomic mkdir); a lock whose builder is gone is removed for the next try. */
function tryLock() {
  try {
    fs.mkdirSync(lock, { recursive: false });
    fs.writeFileSync(pidFile, String(process.pid));
    return true;
  } catch (e) {
    if (e.code === 'ENOENT') {
      // a fresh checkout has no cache folder yet
      fs.mkdirSync(path.dirname(lock), { recursive: true });
      return tryLock();
    }
    if (e.code !== 'EEXIST') throw e;
  }
  let pid = 0;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'));
  } catch {
    // its builder is between mkdir and writing its pid, or died there
  }
  let age = 0;
  try {
    age = Date.now() - fs.statSync(lock).mtimeMs;
  } catch {
    return false; // released meanwhile: the next try takes it
  }
  if (pid ? !alive(pid) : age > 5_000) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}
const unlock = () => fs.rmSync(lock, { recursive: true, force: true });

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const viteBuild = [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'];
// vitest runs the e2e setup with NODE_ENV=test; the served app is always a production build
const buildOptions = () => ({ cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

export function buildWebIfStale() {
  // the lock is taken even to find the build fresh: a build under way may have written
  // index.html and not yet its compressed copies
  const until = Date.now() + LOCK_WAIT_MS;
  while (!tryLock()) {
    if (Date.now() > until) throw new Error(`another web build holds ${lock} for too long`);
    sleepSync(250);
  }
  try {
    if (!isStale()) return false;
    console.log('Building the web app…');
    execFileSync(process.execPath, viteBuild, buildOptions());
    return true;
  } finally {
    unlock();
  }
}

/** The same without blocking the caller's event loop (the e2e setup builds while other tests run). */
export async function buildWebIfStaleAsync() {
  const until = Date.now() + LOCK_WAIT_MS;
  while (!tryLock()) {
    if (Date.now() > until) throw new Error(`another web build holds ${lock} for too long`);
    await sleep(250);
  }
  try {
    if (!isStale()) return false;
    console.log('Building the web app…');
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, viteBuild, buildOptions());
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the web build failed (exit ${code})`))));
    });
    return true;
  } finally {
    unlock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
