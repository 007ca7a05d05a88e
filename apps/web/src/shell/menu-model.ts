import { activeMenuPath, type PageDecl, type SectionDecl } from '@kg/shared';
import type { PageEntry } from '../kit/route-model.ts';

/** One side-menu entry; key is the page path. */
export interface MenuNode {
  key: string;
  /** An i18n key; an external entry's title is already in the user's language. */
  title: string;
  icon?: string;
  children?: MenuNode[];
  /** An external entry (external-links.ts): opened in a new tab, never a route. */
  href?: string;
}

/** The side menu of a section: hidden pages left out, a parent left without entries too. */
export function menuTree(pages: readonly PageDecl[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const p of pages) {
    if (p.hidden) continue;
    if (p.children?.length) {
      const children = menuTree(p.children);
      if (children.length) out.push({ key: p.path, title: p.title, icon: p.icon, children });
    } else out.push({ key: p.path, title: p.title, icon: p.icon });
  }
  return out;
}

export const menuKeys = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((n) => (n.children ? menuKeys(n.children) : [n.key]));

/**
 * The section of a path: the one with the longest path it starts with (a section is mostly one
 * segment; the authority's console lives under /group/organizational).
 */
export function sectionOf(path: string, sections: readonly SectionDecl[]): SectionDecl | undefined {
  const within = sections.filter((s) => path === s.path || path.startsWith(`${s.path}/`));
  return within.sort((a, b) => b.path.length - a.path.length)[0];
}

/** Whether the side menu shows on this path (SectionDecl.noSideMenu; overview §2: three desktop pages). */
export const hasSideMenu = (section: SectionDecl | undefined): boolean =>
  Boolean(section && !section.noSideMenu && menuTree(section.children ?? []).length > 0);

/**
 * The menu entry to highlight (overview §2): activeMenu, else the add/edit/view/detail/class/
 * student rule. A hidden page that still lands on no entry keeps the entry the user came from
 * in the same section (student info opened from a class view highlights the class list),
 * else nothing.
 */
export function resolveActiveMenu(path: string, entry: PageEntry | undefined, keys: ReadonlySet<string>, previous: string | null): string {
  const byRule = activeMenuPath(path, entry?.page, keys);
  if (keys.has(byRule)) return byRule;
  const sameSection = previous && previous.split('/')[1] === path.split('/')[1];
  return sameSection && keys.has(previous) ? previous : byRule;
}

/** Parents to open so the active entry is visible. */
export function openKeysFor(active: string, nodes: readonly MenuNode[]): string[] {
  for (const n of nodes) {
    if (!n.children) continue;
    if (menuKeys(n.children).includes(active)) return [n.key, ...openKeysFor(active, n.children)];
  }
  return [];
}
