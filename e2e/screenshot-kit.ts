import type { Browser, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import type { Lang } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** The two widths every screen is looked at: a desktop and a phone. */
export const SCREEN_SIZES = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const;

/** Goes to a page and waits for what shows it is ready, then for animations to settle. */
export async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector(ready);
  await page.waitForTimeout(400);
}

/** A fresh page signed in as `phone`, landed where `landing` says. */
export async function signedInPage(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number },
  phone: string,
  landing: RegExp,
) {
  const page = await signedIn(browser, phone, { lang, viewport });
  await page.waitForURL(landing);
  return page;
}

export interface Screen {
  browser: Browser;
  lang: Lang;
  viewport: { width: number; height: number };
  /** The screenshot's file name: `<prefix>-<what>-<lang>-<size>`. */
  name: (what: string) => string;
}

/**
 * A screenshot suite for `npm run screenshots`: `take` runs once per language and width, and closes
 * what it opens. A person looks at the files in test-results/screenshots.
 */
export function screenshotSuite(title: string, prefix: string, take: (s: Screen) => Promise<void>, timeout = 180_000): void {
  describe.skipIf(!hasChromium)(title, () => {
    const browser = sharedBrowser();
    it.each(['zh', 'en'] as Lang[])(
      'at 1440 and 360 px (%s)',
      async (lang) => {
        for (const [size, viewport] of SCREEN_SIZES)
          await take({ browser, lang, viewport, name: (what) => `${prefix}-${what}-${lang}-${size}` });
      },
      timeout,
    );
  });
}
