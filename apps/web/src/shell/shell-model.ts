import { PUBLIC_PAGES, SECTIONS } from '@kg/shared';
import { useMemo } from 'react';
import { hasPage } from '../pages/registry.ts';
import type { Session } from '../session/session-store.ts';
import { PRODUCTION } from './production.ts';
import { declaredPaths, declaredSections, findPage, indexPages, type PageEntry, type UserRoutes, userRoutes } from './route-model.ts';

/** The declarations this build can show: pages with a component file (pages/registry.ts). */
export const DECLARED_SECTIONS = declaredSections(SECTIONS, hasPage);
export const PAGE_INDEX = indexPages(DECLARED_SECTIONS);
export const PUBLIC_ROUTES = PUBLIC_PAGES.filter((p) => hasPage(p.name));
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(PUBLIC_ROUTES.map((p) => p.path));

export const pageAt = (path: string): PageEntry | undefined => findPage(PAGE_INDEX, path);
const DECLARED_PATHS = declaredPaths(DECLARED_SECTIONS);
/** Whether a path is a page (or section, or menu parent) of this build, whoever may open it. */
export const isDeclaredPath = (path: string): boolean => DECLARED_PATHS.has(path) || pageAt(path) !== undefined;
export const publicPageAt = (path: string) => PUBLIC_ROUTES.find((p) => p.path === path);

/** The session's routes, regenerated only when what they depend on changes. */
export function useUserRoutes(session: Session | null): UserRoutes | null {
  const key = session ? JSON.stringify([session.orgType, session.isGroup, session.schoolId, session.permissions, session.modulesOff]) : '';
  return useMemo(
    () => (session ? userRoutes(DECLARED_SECTIONS, session, PRODUCTION) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every input
    [key],
  );
}
