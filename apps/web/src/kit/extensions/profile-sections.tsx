import type { ChildProfileSectionWire } from '@kg/shared/contract/profile-sections';
import { Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';

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

/**
 * The sections the server answered with a child's profile, in its order; one this build has no
 * view for is left out (the server may know modules a cached page does not).
 */
export function ProfileSections({ sections }: { sections: readonly ChildProfileSectionWire[] }) {
  return (
    <>
      {sections.map((s) => {
        const found = views.get(s.key);
        if (!found) return null;
        const { Component } = found;
        return (
          <Suspense key={s.key} fallback={<Spin style={{ display: 'block', margin: '16px auto' }} />}>
            <div data-testid={`profile-section-${s.key}`}>
              <Component data={s.data} />
            </div>
          </Suspense>
        );
      })}
    </>
  );
}
