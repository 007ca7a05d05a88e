// What a browser downloads and waits for: `node --import tsx bench/web-load.ts` (run by hand).
// Starts the product with the built web app, drives Debian Chromium with a fresh profile (empty
// cache) twice and reports the second run (warm server): JS/CSS bytes on the wire for the login
// page, everything transferred from sign-in to the workbench, the sign-in time, and whether a
// chunk carrying ECharts or exceljs was fetched. WEB_DIST picks another build.
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { startServer } from './server.ts';

const PHONE = '13900000011';
const PASSWORD = 'Kg@123456';
const HEAVY = /echarts|exceljs/i;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  encoding: string;
}

/** Bytes on the wire per response (headers + encoded body), from the DevTools Network domain. */
async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const seen = new Map<string, Transfer>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? '';
    seen.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0, encoding: String(encoding) });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = seen.get(e.requestId);
    if (t) done.push({ ...t, bytes: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return done;
}

const kB = (n: number) => (n / 1000).toFixed(1);
const sum = (ts: Transfer[], types: string[]) => ts.filter((t) => types.includes(t.type)).reduce((a, t) => a + t.bytes, 0);

/** The workbench answers: the school's name and its counts are on screen. */
async function workbenchReady(page: Page): Promise<void> {
  await page.waitForURL(/\/desktop\/index/, { timeout: 30_000 });
  await page.waitForFunction(
    () =>
      Boolean(document.querySelector('[data-testid=school-name]')?.textContent) &&
      Boolean(document.querySelector('[data-testid=overview] .ant-statistic')),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
}

interface Run {
  loginJs: number;
  loginCss: number;
  loginAll: number;
  loginEncodings: string;
  afterAll: number;
  afterJs: number;
  afterCss: number;
  afterJson: number;
  signInMs: number;
  heavy: string[];
  requests: number;
}

async function run(base: string, executablePath: string): Promise<Run> {
  // a new browser each run: a fresh profile, nothing cached
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfers = await recordTransfers(cdp);
    const heavy: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      const body = await r.body().catch(() => Buffer.alloc(0));
      if (HEAVY.test(body.toString('latin1'))) heavy.push(new URL(r.url()).pathname);
    });

    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('button[type=submit]');
    const login = transfers.splice(0);
    await page.fill('input[name=phone]', PHONE);
    await page.fill('input[name=password]', PASSWORD);
    const t0 = performance.now();
    await page.click('button[type=submit]');
    await workbenchReady(page);
    const signInMs = performance.now() - t0;
    await page.waitForLoadState('networkidle');
    const after = transfers.splice(0);
    const js = ['Script'];
    const css = ['Stylesheet'];
    const json = ['Fetch', 'XHR'];
    return {
      loginJs: sum(login, js),
      loginCss: sum(login, css),
      loginAll: sum(login, [...js, ...css, ...json, 'Document']),
      loginEncodings: [...new Set(login.filter((t) => t.type === 'Script').map((t) => t.encoding || 'none'))].join(','),
      afterJs: sum(after, js),
      afterCss: sum(after, css),
      afterJson: sum(after, json),
      afterAll: sum(after, [...js, ...css, ...json, 'Document']),
      signInMs,
      heavy,
      requests: login.length + after.length,
    };
  } finally {
    await browser.close();
  }
}

const executablePath = findChromium('full');
if (!executablePath) throw new Error('Chromium not found (/usr/bin/chromium or CHROMIUM_PATH)');
if (!process.env.WEB_DIST) buildWebIfStale();
const server = await startServer();
try {
  const first = await run(server.base, executablePath);
  const warm = await run(server.base, executablePath);
  const rows: [string, (r: Run) => string, string][] = [
    ['login page: JS transferred (kB)', (r) => kB(r.loginJs), '≤ 150'],
    ['login page: CSS transferred (kB)', (r) => kB(r.loginCss), ''],
    ['login page: all transferred (kB)', (r) => kB(r.loginAll), ''],
    ['login page: script encodings', (r) => r.loginEncodings, 'br'],
    ['sign-in → workbench: JS (kB)', (r) => kB(r.afterJs), ''],
    ['sign-in → workbench: CSS (kB)', (r) => kB(r.afterCss), ''],
    ['sign-in → workbench: JSON (kB)', (r) => kB(r.afterJson), ''],
    ['sign-in → workbench: all (kB)', (r) => kB(r.afterAll), ''],
    ['workbench in all, login included (kB)', (r) => kB(r.loginAll + r.afterAll), '≤ 300'],
    ['sign-in → interactive workbench (ms)', (r) => r.signInMs.toFixed(0), '≤ 1500'],
    ['requests', (r) => String(r.requests), ''],
    ['chunks with echarts/exceljs', (r) => (r.heavy.length ? r.heavy.join(' ') : 'none'), 'none'],
  ];
  console.log(`${'measure'.padEnd(40)} ${'cold server'.padStart(12)} ${'warm server'.padStart(12)}   target`);
  for (const [name, f, target] of rows) console.log(`${name.padEnd(40)} ${f(first).padStart(12)} ${f(warm).padStart(12)}   ${target}`);
} finally {
  await server.stop();
}
