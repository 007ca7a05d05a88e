import type { ChildProfileSectionWire } from '@kg/shared/contract/profile-sections';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { profileSectionView } from './profile-section-views.ts';

export { type ProfileSectionView, registerProfileSections } from './profile-section-views.ts';

/**
 * The sections the server answered with a child's profile, in its order; one this build has no
 * view for is left out (the server may know modules a cached page does not).
 */
export function ProfileSections({ sections }: { sections: readonly ChildProfileSectionWire[] }) {
  return (
    <>
      {sections.map((s) => {
        const found = profileSectionView(s.key);
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
