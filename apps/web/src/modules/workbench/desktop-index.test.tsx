import { workbenchEndpoints as E } from '@kg/shared/modules/workbench/workbench';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../kit/testing.ts';
import { renderPage, schoolSession } from '../../test/render-page.tsx';
import DesktopIndexPage from './desktop-index.page.tsx';

const api = { request: fakeRequest() };

const overview = {
  schoolId: 3,
  schoolName: '阳光第一幼儿园',
  scope: 'school' as const,
  childCount: 153,
  classCount: 6,
  staffCount: 24,
  classNames: [],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.overview, overview], [E.guide, [{ key: 'profile', missing: ['address', 'email'] }]]));
});

describe('workbench', () => {
  it("shows the school and the counts the server computed, and the user's to-dos", async () => {
    await renderPage(<DesktopIndexPage />, { route: '/desktop/index?schoolId=3', path: '/desktop/index' });
    expect(await screen.findByText('153')).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();
    expect(screen.getByText('在园幼儿')).toBeTruthy();
    expect(screen.getByTestId('school-name').textContent).toBe('阳光第一幼儿园');
    expect(await screen.findByText('还未填写：现住址、邮箱')).toBeTruthy();
    expect(screen.queryByTestId('read-only-banner')).toBeNull();
  });

  it("labels a teacher's counts as those of their classes and names the classes", async () => {
    api.request.mockImplementation(
      answers(
        [E.overview, { ...overview, scope: 'classes', childCount: 51, classCount: 2, classNames: ['小一班', '中一班'] }],
        [E.guide, []],
      ),
    );
    await renderPage(<DesktopIndexPage />, { route: '/desktop/index' });
    expect(await screen.findByText('我班幼儿')).toBeTruthy();
    expect(screen.getByText('我的班级')).toBeTruthy();
    expect(screen.getByText('小一班')).toBeTruthy();
  });

  it('marks a read-only visit clearly and asks for no to-dos', async () => {
    const session = schoolSession({ readOnly: true, permissions: ['school-work-manage', 'workflow-process-view'] });
    await renderPage(<DesktopIndexPage />, { route: '/desktop/index', session });
    expect((await screen.findByTestId('read-only-banner')).textContent).toContain('只读访问：阳光第一幼儿园');
    await waitFor(() => expect(screen.getByText('153')).toBeTruthy());
    expect(api.request).not.toHaveBeenCalledWith(E.guide.path, expect.anything());
    expect(screen.queryByText('新手指引')).toBeNull();
    // a visitor has no inbox in the school: no 待我审批 / 我发起的 shortcuts
    const tiles = (await screen.findAllByTestId('module-tile')).map((t) => t.textContent);
    expect(tiles).toContain('流程管理');
    expect(tiles).not.toContain('待我审批');
    expect(tiles).not.toContain('我发起的');
  });

  it("offers the school's own staff their approval inboxes", async () => {
    await renderPage(<DesktopIndexPage />, { route: '/desktop/index', session: schoolSession({ readOnly: false }) });
    const tiles = (await screen.findAllByTestId('module-tile')).map((t) => t.textContent);
    expect(tiles).toContain('待我审批');
    expect(tiles).toContain('我发起的');
  });
});
