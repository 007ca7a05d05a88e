import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// apart from the component that shows the sections (profile-sections.tsx, with antd): the app
// registers the views at start (pages/profile-sections.ts), and the login page must not load antd

/** How a module shows the section it adds to a child's profile; the component loads when first shown. */
export interface ProfileSectionView {
  module: string;
  /** The key the server's registry answers the section under (e.g. 'health.summary'). */
  key: string;
  load: () => Promise<{ default: ComponentType<{ data: unknown }> }>;
}

const views = new Map<string, { view: ProfileSectionView; Component: LazyExoticComponent<ComponentType<{ data: unknown }>> }>();

/**
 * The app registers every module's section views once (pages/profile-sections.ts), so a module
 * showing a child's profile reads other modules' sections without importing them. Registering
 * the same view again is harmless; another view under a taken key is a wiring mistake.
 */
export function registerProfileSections(list: readonly ProfileSectionView[]): void {
  for (const view of list) {
    const taken = views.get(view.key);
    if (taken && taken.view !== view) {
      throw new Error(`profile section '${view.key}' of module '${view.module}' is already registered by '${taken.view.module}'`);
    }
    if (!taken) views.set(view.key, { view, Component: lazy(view.load) });
  }
}

/** The registered view of a section key, with its lazily loaded component. */
export const profileSectionView = (key: string) => views.get(key);
