import { useSyncExternalStore } from 'react';

/**
 * Open-page tabs of the header (overview §2): one tab per top module, replaced in place when
 * the same module opens with another path or query; fixed tabs cannot be closed.
 */
export interface TabView {
  /** The top module's name: the tab's key. */
  name: string;
  /** i18n key of the top module's title. */
  title: string;
  icon?: string;
  path: string;
  /** Path plus query: what the tab reopens. */
  fullPath: string;
  fixed: boolean;
  closable: boolean;
}

/** A route entry as the router sees it; only one with a name and a meta object becomes a tab. */
export interface TabRoute {
  name?: string;
  meta?: { title: string; icon?: string; fixed?: boolean; closable?: boolean };
  path: string;
  fullPath?: string;
}

interface State {
  tabs: TabView[];
  active: string | null;
}

const STORAGE_KEY = 'kg.tabs';
const EMPTY: State = { tabs: [], active: null };

function restore(): State {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const s = raw ? (JSON.parse(raw) as State) : null;
    return s && Array.isArray(s.tabs) ? s : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: State = restore();
const listeners = new Set<() => void>();
/** Checks a module runs before its tab closes (e.g. an upload still running). */
const closeGuards = new Map<string, () => boolean | Promise<boolean>>();

function commit(next: State) {
  state = next;
  try {
    // survives a page reload of this browser tab, not a new visit
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage unavailable: tabs live in memory only */
  }
  for (const fn of listeners) fn();
}

function toView(route: TabRoute): TabView | null {
  if (!route.name || !route.meta) return null;
  const fixed = Boolean(route.meta.fixed);
  return {
    name: route.name,
    title: route.meta.title,
    icon: route.meta.icon,
    path: route.path,
    fullPath: route.fullPath ?? route.path,
    fixed,
    closable: !fixed && route.meta.closable !== false,
  };
}

export const tabsStore = {
  get: (): State => state,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },

  /** On each route entry: adds the tab, or replaces its path and query; makes it active. */
  open(route: TabRoute): boolean {
    const view = toView(route);
    if (!view) return false;
    const at = state.tabs.findIndex((t) => t.name === view.name);
    if (at < 0) {
      commit({ tabs: [...state.tabs, view], active: view.name });
      return true;
    }
    const old = state.tabs[at];
    if (old.path === view.path && old.fullPath === view.fullPath && old.title === view.title && state.active === view.name) return false;
    const tabs = state.tabs.slice();
    // the title too: an edit page's tab reads 'new …' while it adds a record
    tabs[at] = { ...old, title: view.title, path: view.path, fullPath: view.fullPath };
    commit({ tabs, active: view.name });
    return true;
  },

  /** Fixed tabs of the session, first in the bar, present from the start. */
  affix(routes: TabRoute[]): void {
    const views = routes.map(toView).filter((v): v is TabView => v?.fixed === true);
    const missing = views.filter((v) => !state.tabs.some((t) => t.name === v.name));
    if (missing.length) commit({ ...state, tabs: [...missing, ...state.tabs] });
  },

  /**
   * Closes a tab (not a fixed or unclosable one). Closing the active tab answers the
   * neighbour to go to: the one to its right, else to its left.
   */
  close(name: string): { closed: boolean; next: TabView | null } {
    const at = state.tabs.findIndex((t) => t.name === name);
    if (at < 0 || !state.tabs[at].closable) return { closed: false, next: null };
    const tabs = state.tabs.filter((t) => t.name !== name);
    closeGuards.delete(name);
    if (state.active !== name) {
      commit({ ...state, tabs });
      return { closed: true, next: null };
    }
    const next = tabs[at] ?? tabs[at - 1] ?? null;
    commit({ tabs, active: next?.name ?? null });
    return { closed: true, next };
  },

  /** Logout: no tabs survive. */
  reset(): void {
    closeGuards.clear();
    commit(EMPTY);
  },

  setCloseGuard(name: string, guard: (() => boolean | Promise<boolean>) | null): void {
    if (guard) closeGuards.set(name, guard);
    else closeGuards.delete(name);
  },
  async mayClose(name: string): Promise<boolean> {
    const guard = closeGuards.get(name);
    return guard ? Boolean(await guard()) : true;
  },
};

/**
 * Tab width in px by number of open tabs (overview §2: up to 9 → 130, 10–11 → 110,
 * 11–12 → 90, 13+ → 80). The spec's ranges overlap at 11; the wider one wins there, so
 * 12 tabs are 90 px wide.
 */
export function tabWidth(count: number): number {
  if (count <= 9) return 130;
  if (count <= 11) return 110;
  if (count <= 12) return 90;
  return 80;
}

/** Group users see only the desktop (home) tab. */
export const visibleTabs = (tabs: readonly TabView[], isGroup: boolean): TabView[] =>
  isGroup ? tabs.filter((t) => t.fixed) : tabs.slice();

export function useTabs(): State {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.get, tabsStore.get);
}
