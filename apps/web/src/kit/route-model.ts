import { InstitutionType } from '@kg/shared/constants';
import { firstVisibleLeaf, MODULES, type PageDecl, type SectionDecl, visibleSections } from '@kg/shared/modules/index';

/**
 * Routes, menu and tabs all come from the module declarations of packages/shared (DESIGN §2).
 * This file holds the pure part: pruning to pages that exist, indexing, and what one session
 * may open ("dynamic routes" of overview §2).
 */

/** A declared page with the section it belongs to and its top module (the section's child it sits under). */
export interface PageEntry {
  page: PageDecl;
  section: SectionDecl;
  module: PageDecl;
}

/** A leaf without a component file is dropped, and a parent whose leaves are all dropped. */
export function pruneToComponents<T extends PageDecl>(pages: readonly T[], has: (name: string) => boolean): T[] {
  const out: T[] = [];
  for (const p of pages) {
    if (p.children?.length) {
      const children = pruneToComponents(p.children, has);
      if (children.length) out.push({ ...p, children });
    } else if (has(p.name)) out.push(p);
  }
  return out;
}

export const declaredSections = (sections: readonly SectionDecl[], has: (name: string) => boolean): SectionDecl[] =>
  pruneToComponents(sections, has);

/** Every leaf page by path (hidden ones too). */
export function indexPages(sections: readonly SectionDecl[]): Map<string, PageEntry> {
  const map = new Map<string, PageEntry>();
  const walk = (section: SectionDecl, module: PageDecl, pages: readonly PageDecl[]) => {
    for (const p of pages) {
      if (p.children?.length) walk(section, module, p.children);
      else map.set(p.path, { page: p, section, module });
    }
  };
  for (const s of sections) for (const m of s.children ?? []) walk(s, m, [m]);
  return map;
}

/** The title key of a page at a query: its add title while it adds a record (no `id`), else its title. */
export function titleKeyOf(page: PageDecl, search: string): string {
  return page.newTitle && !new URLSearchParams(search).get('id') ? page.newTitle : page.title;
}

/**
 * The title key of the tab a page opens: the top module's title (overview §2), which for a page
 * standing alone in the menu is its own, add title included.
 */
export const tabTitleKeyOf = (entry: PageEntry, search: string): string =>
  entry.module === entry.page ? titleKeyOf(entry.page, search) : entry.module.title;

/** Every declared path, sections and menu parents included (leaves may carry :params; see findPage). */
export function declaredPaths(sections: readonly PageDecl[]): Set<string> {
  const paths = new Set<string>();
  const walk = (p: PageDecl) => {
    paths.add(p.path);
    p.children?.forEach(walk);
  };
  sections.forEach(walk);
  return paths;
}

const matchesPattern = (pattern: string, path: string): boolean => {
  if (!pattern.includes('/:')) return false;
  const pp = pattern.split('/');
  const parts = path.split('/');
  return pp.length === parts.length && pp.every((seg, i) => (seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]));
};

/** Whether a path is one of the session's pages (declared paths may carry :params). */
export function routeAllows(routes: Pick<UserRoutes, 'pages'>, path: string): boolean {
  if (routes.pages.has(path)) return true;
  for (const p of routes.pages) if (matchesPattern(p, path)) return true;
  return false;
}

/** The declared page for a location path: exact, else a pattern with :params. */
export function findPage(index: ReadonlyMap<string, PageEntry>, path: string): PageEntry | undefined {
  const exact = index.get(path);
  if (exact) return exact;
  for (const [pattern, entry] of index) if (matchesPattern(pattern, path)) return entry;
  return undefined;
}

export interface SessionScope {
  orgType: number;
  isGroup: boolean;
  schoolId: number;
  permissions: readonly string[];
  /** Modules the school switched off (platform settings). */
  modulesOff?: readonly string[];
  /** A read-only visit (a regulator inside a school): it has no inbox of its own there. */
  readOnly?: boolean;
}

/** Pages marked personal (the signed-in person's own inboxes) left out, and parents left empty by it. */
function withoutPersonal<T extends PageDecl>(pages: readonly T[]): T[] {
  return pages
    .filter((p) => !p.personal)
    .map((p) => (p.children?.length ? { ...p, children: withoutPersonal(p.children) } : p))
    .filter((p) => !p.children || p.children.length > 0);
}

/** Drops the sections of modules the school switched off: their calls answer system-0001 anyway. */
export function switchedOn(sections: readonly SectionDecl[], modulesOff: readonly string[] | undefined): readonly SectionDecl[] {
  if (!modulesOff?.length) return sections;
  const off = new Set(MODULES.filter((m) => modulesOff.includes(m.name)).flatMap((m) => m.sections.map((x) => x.name)));
  return sections.filter((x) => !off.has(x.name));
}

/** The institution type steering the session's area; a group session may predate orgType. */
export const institutionTypeOf = (s: Pick<SessionScope, 'orgType' | 'isGroup'>): number =>
  s.orgType || (s.isGroup ? InstitutionType.group : InstitutionType.school);

/** Only school sessions carry page codes; group and regulator areas declare none (overview §6). */
export const usesPermissionCodes = (s: Pick<SessionScope, 'orgType' | 'isGroup'>): boolean =>
  institutionTypeOf(s) === InstitutionType.school;

/** The school's app centre (overview §2 route table); group and authority declare their own. */
export const APP_CENTRE_PATH = '/desktop/application';

/** What one session may open. */
export interface UserRoutes {
  sections: SectionDecl[];
  /** Leaf page paths (hidden detail pages included). */
  pages: ReadonlySet<string>;
  /** '/', sections and menu parents → their first visible child. */
  redirects: ReadonlyMap<string, string>;
  home: string;
}

export function userRoutes(declared: readonly SectionDecl[], s: SessionScope, production: boolean): UserRoutes {
  const type = institutionTypeOf(s);
  const visible = visibleSections(switchedOn(declared, s.modulesOff), {
    permissions: new Set(s.permissions),
    institutionType: type,
    schoolId: s.schoolId,
    production,
  });
  // the menu, the tabs and the guard all read these routes: a read-only visit is offered no inbox
  const sections = s.readOnly
    ? visible.map((sec) => ({ ...sec, children: withoutPersonal(sec.children ?? []) })).filter((sec) => sec.children.length > 0)
    : visible;
  const pages = new Set<string>();
  const redirects = new Map<string, string>();
  // the group console works on the group id given in the query (overview §2 route table)
  const target = (path: string) => (type === InstitutionType.group ? `${path}?schoolId=${s.schoolId}` : path);
  const walk = (node: PageDecl) => {
    if (!node.children?.length) {
      pages.add(node.path);
      return;
    }
    const leaf = firstVisibleLeaf(node.children);
    if (leaf) redirects.set(node.path, target(leaf.path));
    node.children.forEach(walk);
  };
  sections.forEach(walk);
  // every context has its own app centre; the school's address (a bookmark, the spec's route)
  // leads a group or authority session to theirs instead of "no access"
  const centre = [...pages].find((p) => p !== APP_CENTRE_PATH && p.endsWith('/application'));
  if (!pages.has(APP_CENTRE_PATH) && centre) redirects.set(APP_CENTRE_PATH, target(centre));
  const first = sections.map((sec) => firstVisibleLeaf(sec.children ?? [])).find(Boolean);
  const home = first ? target(first.path) : '/404';
  redirects.set('/', home);
  return { sections, pages, redirects, home };
}
