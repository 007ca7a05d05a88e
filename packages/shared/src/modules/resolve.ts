import { DETAIL_SUFFIXES, type PageDecl, type SectionDecl } from './types.ts';

/** Pages a user may open: a page needs any of its codes; children are filtered recursively. */
export function visiblePages(pages: readonly PageDecl[], permissions: ReadonlySet<string>): PageDecl[] {
  const out: PageDecl[] = [];
  for (const p of pages) {
    if (p.permissions?.length && !p.permissions.some((c) => permissions.has(c))) continue;
    if (p.alsoNeeds?.length && !p.alsoNeeds.some((c) => permissions.has(c))) continue;
    const children = p.children ? visiblePages(p.children, permissions) : undefined;
    // a menu parent whose children are all hidden from the user is dropped too
    if (p.children && p.children.length > 0 && (!children || children.length === 0)) continue;
    out.push({ ...p, children });
  }
  return out;
}

export interface SectionContext {
  permissions: ReadonlySet<string>;
  institutionType: number;
  schoolId: number;
  /** allowSchoolIds restrictions apply only on the production host. */
  production: boolean;
}

export function visibleSections(sections: readonly SectionDecl[], c: SectionContext): SectionDecl[] {
  return sections
    .filter((s) => s.institutionTypes.includes(c.institutionType))
    .filter((s) => !c.production || !s.allowSchoolIds || s.allowSchoolIds.includes(c.schoolId))
    .map((s) => ({ ...s, children: visiblePages(s.children ?? [], c.permissions) }))
    .filter((s) => (s.children?.length ?? 0) > 0);
}

/** Leaf pages (those with no children) in declaration order. */
export function leafPages(pages: readonly PageDecl[]): PageDecl[] {
  return pages.flatMap((p) => (p.children?.length ? leafPages(p.children) : [p]));
}

/** The first page a parent may redirect to: the first visible, non-hidden leaf. */
export function firstVisibleLeaf(pages: readonly PageDecl[]): PageDecl | undefined {
  return leafPages(pages).find((p) => !p.hidden);
}

/**
 * The menu entry to highlight (overview §2): the page's activeMenu, else for a path ending in
 * add/edit/view/detail/class/student the parent path (or its /index when that is a page).
 */
export function activeMenuPath(path: string, page: PageDecl | undefined, known: ReadonlySet<string>): string {
  if (page?.activeMenu) return page.activeMenu;
  const parts = path.split('/');
  const last = parts[parts.length - 1];
  if ((DETAIL_SUFFIXES as readonly string[]).includes(last)) {
    const parent = parts.slice(0, -1).join('/');
    if (known.has(`${parent}/index`)) return `${parent}/index`;
    return parent;
  }
  return path;
}
