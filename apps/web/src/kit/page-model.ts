import { PUBLIC_PAGES, SECTIONS, type SectionDecl } from '@kg/shared/modules/index';
import { useMemo } from 'react';
import type { Session } from '../session/session-store.ts';
import { PRODUCTION } from './production.ts';
import { declaredPaths, declaredSections, findPage, indexPages, type PageEntry, type UserRoutes, userRoutes } from './route-model.ts';

let pageNames: ReadonlySet<string> | null = null;

interface Model {
  sections: SectionDecl[];
  index: Map<string, PageEntry>;
  publicRoutes: typeof PUBLIC_PAGES;
  publicPaths: ReadonlySet<string>;
  paths: Set<string>;
}
let model: Model | null = null;

/**
 * The pages this build has a component for, told by the app's page registry when it loads
 * (pages/registry.ts): the registry finds every page file, so it sits above the modules, and the
 * kit and the modules below it learn the names here instead of importing it.
 */
export function registerPageNames(names: Iterable<string>): void {
  pageNames = new Set(names);
  model = null;
}

/** The declarations this build can show: pages with a component file, built once on first use. */
function current(): Model {
  if (model) return model;
  const names = pageNames;
  if (!names) throw new Error('page names unknown: pages/registry.ts registers them when it loads');
  const has = (name: string) => names.has(name);
  const sections = declaredSections(SECTIONS, has);
  const publicRoutes = PUBLIC_PAGES.filter((p) => has(p.name));
  model = {
    sections,
    index: indexPages(sections),
    publicRoutes,
    publicPaths: new Set(publicRoutes.map((p) => p.path)),
    paths: declaredPaths(sections),
  };
  return model;
}

export const declaredSectionsOfBuild = (): readonly SectionDecl[] => current().sections;
export const pageIndex = (): ReadonlyMap<string, PageEntry> => current().index;
export const publicRoutes = () => current().publicRoutes;
export const publicPaths = (): ReadonlySet<string> => current().publicPaths;

export const pageAt = (path: string): PageEntry | undefined => findPage(current().index, path);
/** Whether a path is a page (or section, or menu parent) of this build, whoever may open it. */
export const isDeclaredPath = (path: string): boolean => current().paths.has(path) || pageAt(path) !== undefined;
export const publicPageAt = (path: string) => current().publicRoutes.find((p) => p.path === path);

/** The session's routes, regenerated only when what they depend on changes. */
export function useUserRoutes(session: Session | null): UserRoutes | null {
  const key = session ? JSON.stringify([session.orgType, session.isGroup, session.schoolId, session.permissions, session.modulesOff]) : '';
  return useMemo(
    () => (session ? userRoutes(current().sections, session, PRODUCTION) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every input
    [key],
  );
}
