import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { registerPageNames } from '../kit/page-model.ts';
// the sections modules add to a child's profile are registered with the pages
import './profile-sections.ts';

/**
 * Page components by declared page name: a file `<name>.page.tsx` anywhere under src/
 * with a default export is the page of that name (packages/shared modules). A declared
 * page without such a file has no route and no menu entry.
 */
const files = import.meta.glob<{ default: ComponentType }>('../**/*.page.tsx');

export const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.page\.tsx$/, ''), lazy(load)]),
);

export const hasPage = (name: string) => name in PAGE_COMPONENTS;

// the menu, routes and page titles below the app layer read which pages exist from the kit
registerPageNames(Object.keys(PAGE_COMPONENTS));
