import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileSections, type ProfileSectionView, registerProfileSections } from './profile-sections.tsx';

const view = (module: string, key: string, text: string): ProfileSectionView => ({
  module,
  key,
  load: async () => ({ default: ({ data }: { data: unknown }) => <span>{`${text}:${String(data)}`}</span> }),
});

describe('profile section views', () => {
  it('accept the same view again but refuse another view under a taken key, naming both modules', () => {
    const attendance = view('attendance', 'test.attendance', 'a');
    registerProfileSections([attendance]);
    expect(() => registerProfileSections([attendance])).not.toThrow();
    expect(() => registerProfileSections([view('fees', 'test.attendance', 'f')])).toThrow(
      "profile section 'test.attendance' of module 'fees' is already registered by 'attendance'",
    );
  });

  it("show the answer's sections in its order, each by its view, and skip a key without one", async () => {
    registerProfileSections([view('growth', 'test.growth', 'g'), view('fees', 'test.fees', 'f')]);
    render(
      <ProfileSections
        sections={[
          { module: 'fees', key: 'test.fees', data: 3 },
          { module: 'cloud', key: 'test.unknown', data: 1 },
          { module: 'growth', key: 'test.growth', data: 7 },
        ]}
      />,
    );
    expect(await screen.findByText('f:3')).toBeTruthy();
    expect(await screen.findByText('g:7')).toBeTruthy();
    const shown = [...document.querySelectorAll('[data-testid^=profile-section-]')].map((n) => n.getAttribute('data-testid'));
    expect(shown).toEqual(['profile-section-test.fees', 'profile-section-test.growth']);
  });
});
