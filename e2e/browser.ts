import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const hasChromium = Boolean(inject('chromium'));
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

export async function launch(): Promise<Browser> {
  await serverReady();
  return chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
}

/** The global setup builds the web app and starts the server in the background: wait for its health. */
async function serverReady(): Promise<void> {
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`${inject('baseUrl')}/api/health`)).ok) return;
    } catch {
      /* building or starting */
    }
    if (Date.now() > deadline) throw new Error('the e2e server is not up after 170 s (see the build or server output above)');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const baseUrl = () => inject('baseUrl');

/**
 * One Chromium for the tests of the enclosing describe: launched in its beforeAll, closed in
 * its afterAll. The answer stands for that browser (calls go to it once it is launched), so a
 * file writes `const browser = sharedBrowser()` and uses it as a Browser.
 */
export function sharedBrowser(): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await launch();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!current) throw new Error('the browser is launched in beforeAll: use it inside a hook or a test');
      const value = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * Saves a screenshot for a person to look at after the run: only under `npm run screenshots`
 * (SCREENSHOTS=1); a full-page picture costs a test run time and checks nothing.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
