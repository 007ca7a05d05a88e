/**
 * A module's pages, declared once as plain data (DESIGN §2). The web builds routes, side
 * menu and tabs from these; the server enforces the same permission codes on the module's
 * endpoints.
 */
export interface PageDecl {
  /** Absolute path, e.g. '/garden/student/index'. */
  path: string;
  /** Unique name: the tab and keep-alive key. */
  name: string;
  /** i18n key of the title (menu, tab, page title). */
  title: string;
  /** i18n key of the title while the page adds a record (an edit page opened without `id`): tab, page title and heading. */
  newTitle?: string;
  /** Ant Design icon name for menu entries. */
  icon?: string;
  /** The user needs any of these codes; none listed means every signed-in user of the section. */
  permissions?: readonly string[];
  /** And any of these too: a page needing two codes at once (three-inspect management, overview §6). */
  alsoNeeds?: readonly string[];
  /** Not in the menu (detail and edit pages). */
  hidden?: boolean;
  /** List pages kept alive while the user drills into their detail pages. */
  keepAlive?: boolean;
  /** Menu entry to highlight while this page is open. */
  activeMenu?: string;
  /** The signed-in person's own inbox: a read-only visitor (a regulator inside a school) has none, so it is not offered. */
  personal?: boolean;
  /** A tab that cannot be closed. */
  fixedTab?: boolean;
  /** Shown outside the frame (no menu, tabs or header): a /fullPage view such as the gate screen. */
  fullPage?: boolean;
  children?: PageDecl[];
}

/** A top-level section: the first path segment, its menu, and who may see it at all. */
export interface SectionDecl extends PageDecl {
  /** Place in the top-level menu: lower first (desktop 0 … settings 90, group 100, regulator 110; default 50). */
  order?: number;
  /** Institution types whose sessions use this section (1 group, 2 school, 4 regulator). */
  institutionTypes: readonly number[];
  /** On the production host, only these school ids see the section. */
  allowSchoolIds?: readonly number[];
  /** The side menu is not shown on these pages. */
  noSideMenu?: boolean;
}

/** Public pages: reachable without a session. */
export interface PublicPageDecl {
  path: string;
  name: string;
  title: string;
}

/** Paths whose suffix makes the parent list the active menu entry (overview §2). */
export const DETAIL_SUFFIXES = ['add', 'edit', 'view', 'detail', 'class', 'student'] as const;
