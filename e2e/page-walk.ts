import { InstitutionType, leafPages, SECTIONS } from '@kg/shared';
import type { Browser, Page, Request } from 'playwright-core';
import { declaredSections, institutionTypeOf, type SessionScope, userRoutes } from '../apps/web/src/kit/route-model.ts';
import { ACCOUNTS, builtPageNames } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

// Accounts in the order they are asked to open pages: the first whose session may open a page opens it.
// The director holds every school code; later accounts are signed in only if pages are left over.
const ROLES = [ACCOUNTS.director1, ACCOUNTS.groupAdmin, ACCOUNTS.regulator, ACCOUNTS.teacher, ACCOUNTS.health, ACCOUNTS.finance];

export interface Visit {
  path: string;
  problems: string[];
}

/** Signs one account in and listens for what the smoke test counts as a broken page. */
async function openAs(browser: Browser, phone: string) {
  const page = await signedIn(browser, phone);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
  await page.waitForFunction(() => localStorage.getItem('kg.session'));
  const problems: string[] = [];
  // the calls of the page being opened: a call of an earlier page that never ends (a poll, an
  // abandoned download) is that page's to report, and must not hold every later page for 15 s
  const inflight = new Set<Request>();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  // a live stream (the gate screen's server-sent events) stays open by design: it is no call in flight
  page.on('request', (r) => {
    if (!r.url().endsWith('/stream')) inflight.add(r);
  });
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()} from ${new URL(r.url()).pathname}`);
  });
  const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? '{}'))) as SessionScope;
  return { page, problems, session, inflight, idle: () => inflight.size === 0 };
}

type Shown = { state: 'old' | 'loading' | 'empty' | 'shown'; html: string };

/** What the content area shows: the page left behind, a loading page, nothing, or the new page. */
const shown = (page: Page) =>
  page.evaluate((): Shown => {
    // a full-page view (the gate screen) is drawn without the frame: the app's root is its area
    const main = document.querySelector('[data-testid=shell-main]') ?? document.getElementById('root');
    const visible = [...(main?.children ?? [])].filter((c) => c.getClientRects().length > 0) as HTMLElement[];
    const html = main?.innerHTML.slice(0, 300) ?? 'no content area';
    if (visible.some((c) => c.dataset.smokeOld)) return { state: 'old', html };
    // a kept-alive page left behind is hidden with its updates deferred: a spinner it showed when
    // left spins on unseen, and is no sign of the page being opened
    if (visible.some((c) => c.querySelector('.kg-page-loading, .ant-spin-spinning'))) return { state: 'loading', html };
    return { state: visible.some((c) => c.innerText.trim()) ? 'shown' : 'empty', html };
  });

/** Client-side navigation (the router follows popstate), marking the page left behind. */
const go = (page: Page, to: string) =>
  page.evaluate((at) => {
    // the page an account lands on after sign-in is already open (its query may name the school):
    // it stays, nothing is left behind
    if (location.pathname === at.split('?')[0]) return;
    for (const c of document.querySelector('[data-testid=shell-main]')?.children ?? []) (c as HTMLElement).dataset.smokeOld = '1';
    history.pushState(null, '', at);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);

/** Waits until the new page shows and has no call in flight; else what it showed last. */
async function settled(page: Page, idle: () => boolean): Promise<Shown & { idle: boolean }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const s = await shown(page);
    if ((s.state === 'shown' && idle()) || Date.now() > deadline) return { ...s, idle: idle() };
    await page.waitForTimeout(50);
  }
}

export interface Walk {
  /** Declared pages no account of the walk may open. */
  unopened: string[];
  /** Each page opened, with the account that opened it and what went wrong there. */
  visits: Visit[];
}

/**
 * Opens every declared page with a component in this build, each as the first account that may
 * open it: one session per account, then client-side navigation from page to page, so a page
 * costs its own render and data calls, not a reload of the app.
 */
export async function walkDeclaredPages(browser: Browser): Promise<Walk> {
  const built = builtPageNames();
  const declared = declaredSections(SECTIONS, (n) => built.has(n));
  const left = new Map(declared.flatMap((s) => leafPages(s.children ?? [])).map((p) => [p.path, p]));
  if (!left.size) throw new Error('no declared page has a component in this build');
  const visits: Visit[] = [];
  for (const phone of ROLES) {
    if (!left.size) break;
    const account = await openAs(browser, phone);
    const mine = userRoutes(declared, account.session, false).pages;
    const group = institutionTypeOf(account.session) === InstitutionType.group;
    for (const path of [...left.keys()].filter((p) => mine.has(p))) {
      left.delete(path);
      account.problems.length = 0;
      account.inflight.clear();
      const at = group ? `${path}?schoolId=${account.session.schoolId}` : path;
      await go(account.page, at);
      const s = await settled(account.page, account.idle);
      if (s.state !== 'shown')
        account.problems.push(`${s.state === 'empty' ? 'nothing rendered' : `still ${s.state}`} after 15 s: ${s.html}`);
      else if (!s.idle)
        account.problems.push(
          `calls still in flight after 15 s: ${[...account.inflight].map((r) => new URL(r.url()).pathname).join(', ')}`,
        );
      const where = new URL(account.page.url()).pathname;
      if (where !== path) account.problems.push(`landed on ${where}`);
      visits.push({ path: `${path} (${phone})`, problems: [...account.problems] });
    }
    await account.page.context().close();
  }
  return { unopened: [...left.keys()], visits };
}
