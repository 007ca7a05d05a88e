import { firstVisibleLeaf, leafPages, type PageDecl, type SectionDecl } from '@kg/shared';

export interface ModuleEntry {
  section: SectionDecl;
  module: PageDecl;
  /** The module's pages the user may open, menu order (none for a single-page module). */
  pages: PageDecl[];
  /** Where a click goes: the module's first visible page. */
  to: string;
}

/** The home (the fixed tab) and the app centre itself are where the user already is. */
const isDesk = (m: PageDecl) => Boolean(m.fixedTab) || m.path.endsWith('/application');

/**
 * The modules of the session's visible sections (the shell's user routes, built with
 * visibleSections from the one declaration, as the menu is) outside the desktop itself: a
 * school's sections, a group's or an authority's console; hidden pages (detail, edit, user
 * information) are no entries, nor a person's own inboxes on a read-only visit.
 */
export function permittedModules(sections: readonly SectionDecl[], readOnly = false): ModuleEntry[] {
  return sections
    .filter((s) => s.name !== 'desktop')
    .flatMap((section) =>
      (section.children ?? [])
        .filter((m) => !m.hidden && !isDesk(m) && !(readOnly && m.personal))
        .map((module) => {
          const pages = module.children?.length ? leafPages(module.children).filter((p) => !p.hidden) : [];
          const first = module.children?.length ? firstVisibleLeaf(module.children) : module;
          return { section, module, pages, to: first?.path ?? module.path };
        })
        .filter((e) => !e.module.children?.length || e.pages.length > 0),
    );
}
