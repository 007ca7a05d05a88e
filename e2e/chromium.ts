import fs from 'node:fs';

const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
const FULL = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's Chromium (never a browser a test tool downloads). Tests prefer its headless shell
 * (package chromium-headless-shell): the same Blink and V8 without the full browser around them,
 * it renders a page for about two thirds of the CPU (a sign-in and twelve pages: 14–16 against
 * 24 CPU-seconds), and the browser files are most of `npm test`'s CPU. `full` asks for the browser
 * a person runs (bench/web-load.ts measures what they wait for).
 */
export function findChromium(kind: 'tests' | 'full' = 'tests'): string | null {
  const candidates = [process.env.CHROMIUM_PATH, ...(kind === 'tests' ? HEADLESS_SHELL : []), ...FULL, ...HEADLESS_SHELL];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
