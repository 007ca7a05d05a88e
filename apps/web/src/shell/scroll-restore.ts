import { type RefObject, useLayoutEffect } from 'react';

/** Saved per route (path + query): the page's scroll and each visible table body's. */
interface Position {
  page: number;
  tables: Array<[top: number, left: number]>;
}

const positions = new Map<string, Position>();
const MAX_ROUTES = 100;
/** Data may still be loading: try to reach the saved offsets for about a second. */
const RESTORE_FRAMES = 60;

const TABLE_BODIES = '.ant-table-body, .ant-table-content';
const visibleTables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(TABLE_BODIES)).filter((el) => el.offsetParent !== null || el.getClientRects().length > 0);

function snapshot(root: HTMLElement): Position {
  return { page: root.scrollTop, tables: visibleTables(root).map((t) => [t.scrollTop, t.scrollLeft]) };
}

/** Restores the scroll offsets saved for `key` and keeps saving them while the user scrolls (overview §2). */
export function useScrollRestore(container: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const saved = positions.get(key);
    let restoring = true;
    let frames = 0;
    let raf = 0;
    const apply = () => {
      if (!saved) {
        root.scrollTop = 0;
        restoring = false;
        return;
      }
      root.scrollTop = saved.page;
      const tables = visibleTables(root);
      saved.tables.forEach(([top, left], i) => {
        if (tables[i]) {
          tables[i].scrollTop = top;
          tables[i].scrollLeft = left;
        }
      });
      const reached =
        Math.abs(root.scrollTop - saved.page) < 2 &&
        saved.tables.every(([top], i) => !tables[i] || Math.abs(tables[i].scrollTop - top) < 2);
      if (!reached && ++frames < RESTORE_FRAMES) raf = requestAnimationFrame(apply);
      else restoring = false;
    };
    apply();
    const save = () => {
      if (restoring) return;
      positions.delete(key);
      positions.set(key, snapshot(root));
      if (positions.size > MAX_ROUTES) positions.delete(positions.keys().next().value!);
    };
    // scroll does not bubble: capture sees table bodies too
    root.addEventListener('scroll', save, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(raf);
      root.removeEventListener('scroll', save, { capture: true });
    };
  }, [container, key]);
}

/** For tests. */
export const savedScroll = (key: string) => positions.get(key);
