import { InstitutionType } from '@kg/shared';
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPageNames } from '../../kit/page-model.ts';
import { renderPage, schoolSession } from '../../test/render-page.tsx';
import DesktopApplicationPage from './desktop-application.page.tsx';

// the page names of this build, as pages/registry.ts registers them (without loading the pages)
const PAGE_FILES = import.meta.glob('../../**/*.page.tsx');
beforeAll(() => {
  registerPageNames(Object.keys(PAGE_FILES).map((f) => f.replace(/^.*\/|\.page\.tsx$/g, '')));
});

const cards = () => screen.findAllByTestId('application-card');
const titleOf = (card: HTMLElement) => card.querySelector('.ant-card-head-title')?.textContent?.trim();
const pagesOf = (card: HTMLElement) => [...card.querySelectorAll('.ant-card-body button')].map((b) => b.textContent?.replace(/\s/g, ''));

// The app centre lists the modules a session's codes open (from the browser test of the demo
// teacher, which needed no server for it): nothing more, and with more codes more cards.
describe('app centre', () => {
  it('adds to what every member sees one card for two garden codes, with just those two pages', async () => {
    const titlesFor = async (permissions: string[]) => {
      cleanup();
      await renderPage(<DesktopApplicationPage />, { route: '/desktop/application', session: schoolSession({ permissions }) });
      return (await cards()).map(titleOf);
    };
    // the inboxes and the message centre need no code
    const everyone = await titlesFor([]);
    const member = await titlesFor(['school-grade-manage', 'school-term-manage']);
    const added = member.filter((t) => !everyone.includes(t));
    expect(added).toHaveLength(1);
    expect(everyone.every((t) => member.includes(t))).toBe(true);
    const garden = (await cards()).find((c) => titleOf(c) === added[0])!;
    expect(pagesOf(garden)).toEqual(['年级管理', '学期设置']);
  });

  it('shows wider codes as more cards, the garden pages still on one of them', async () => {
    await renderPage(<DesktopApplicationPage />, {
      route: '/desktop/application',
      session: schoolSession({
        permissions: ['school-grade-manage', 'school-term-manage', 'student-manage', 'teacher-manage-child', 'system-role-manage'],
      }),
    });
    const all = await cards();
    expect(all.length).toBeGreaterThan(1);
    expect(all.filter((c) => pagesOf(c).includes('年级管理'))).toHaveLength(1);
  });

  it("shows a group session its console's modules, not a school's", async () => {
    await renderPage(<DesktopApplicationPage />, {
      route: '/group/application?schoolId=2',
      path: '/group/application',
      session: schoolSession({ orgType: InstitutionType.group, isGroup: true, groupId: 2, schoolId: 2, orgId: 2, permissions: [] }),
    });
    expect((await cards()).length).toBeGreaterThan(0);
    expect(screen.queryByText('年级管理')).toBeNull();
  });
});
