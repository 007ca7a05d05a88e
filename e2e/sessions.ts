import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { type Lang, loginAt, newContext } from './pages-helpers.ts';

type Viewport = { width: number; height: number };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignInOptions {
  lang?: Lang;
  viewport?: Viewport;
  /** Where the page opens (default: the account's home, as after signing in). */
  at?: string;
}

// A sign-in through the login page costs Chromium 3–4 CPU-seconds (two app loads, the key and
// token calls); a context restored from the stored state loads the app once, already signed in.
// The app keeps its session in localStorage (session/session-store.ts), which storageState holds.
// One map per browser file: Vitest gives each file its own module instances.
const states = new Map<string, Promise<StorageState>>();

/** The stored state of a signed-in page, without what a test may have chosen (the interface language). */
async function stateOf(page: Page): Promise<StorageState> {
  const state = await page.context().storageState();
  return {
    ...state,
    origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((e) => e.name !== 'kg.language') })),
  };
}

/**
 * A page signed in as `phone` in a fresh context of its own (own tabs, own language). The first
 * call of a file for an account signs in through the login page and keeps the session; later
 * calls restore it. A test that ends its session (logout, password change, disabling) or whose
 * subject is the sign-in itself uses freshSignIn, so no later test inherits an ended session; so
 * does an account of several institutions, whose sign-in stops at the chooser.
 */
export async function signedIn(browser: Browser, phone: string, opts: SignInOptions = {}): Promise<Page> {
  const lang = opts.lang ?? 'zh';
  const stored = states.get(phone);
  if (!stored) {
    const page = await freshSignIn(browser, phone, opts);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.waitForFunction(() => localStorage.getItem('kg.session'));
    await remember(page, phone);
    if (opts.at) await page.goto(`${baseUrl()}${opts.at}`);
    return page;
  }
  const page = await (await newContext(browser, lang, opts.viewport, await stored)).newPage();
  await page.goto(`${baseUrl()}${opts.at ?? '/'}`);
  return page;
}

/**
 * Signs in through the login page (submitted, not yet landed) and keeps nothing: the session is
 * the test's alone to end.
 */
export async function freshSignIn(browser: Browser, phone: string, opts: Omit<SignInOptions, 'at'> = {}): Promise<Page> {
  const page = await (await newContext(browser, opts.lang, opts.viewport)).newPage();
  await loginAt(page, phone);
  return page;
}

/** Keeps a page's session (signed in by the test itself) for this file's later signedIn calls. */
export async function remember(page: Page, phone: string): Promise<void> {
  const state = stateOf(page);
  states.set(phone, state);
  await state;
}
