import { InstitutionType, type SectionDecl } from '@kg/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findPage, indexPages } from '../kit/route-model.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { KeepAliveOutlet } from './keep-alive.tsx';
import { renderAt } from './testing/render.tsx';

const garden: SectionDecl = {
  path: '/garden',
  name: 'garden',
  title: 't',
  institutionTypes: [InstitutionType.school],
  children: [
    {
      path: '/garden/student',
      name: 'garden-student',
      title: 't',
      children: [
        { path: '/garden/student/index', name: 'student-list', title: 't', keepAlive: true },
        { path: '/garden/student/info', name: 'student-info', title: 't', hidden: true },
      ],
    },
    { path: '/garden/teacher/index', name: 'teacher-list', title: 't' },
  ],
};
const index = indexPages([garden]);
const lookup = (p: string) => findPage(index, p);

function List() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      list {n}
    </button>
  );
}

const routes = [
  {
    element: <KeepAliveOutlet lookup={lookup} />,
    children: [
      { path: '/garden/student/index', element: <List /> },
      { path: '/garden/student/info', element: <p>info</p> },
      { path: '/garden/teacher/index', element: <p>teachers</p> },
    ],
  },
];

describe('keep-alive', () => {
  beforeEach(() => tabsStore.reset());

  it('keeps a list page state while the user drills into its detail page and back', async () => {
    tabsStore.open({ name: 'garden-student', meta: { title: 't' }, path: '/garden/student/index' });
    const { router } = renderAt('/garden/student/index', routes);
    fireEvent.click(screen.getByText('list 0'));
    expect(screen.getByText('list 1')).toBeTruthy();
    await act(() => router.navigate('/garden/student/info'));
    expect(screen.getByText('info')).toBeTruthy();
    await act(() => router.navigate('/garden/student/index'));
    expect(screen.getByText('list 1')).toBeTruthy();
  });

  it('drops the cached page once its module is no longer open as a tab', async () => {
    tabsStore.open({ name: 'garden-student', meta: { title: 't' }, path: '/garden/student/index' });
    const { router } = renderAt('/garden/student/index', routes);
    fireEvent.click(screen.getByText('list 0'));
    await act(() => router.navigate('/garden/teacher/index'));
    act(() => void tabsStore.close('garden-student'));
    await act(() => router.navigate('/garden/student/index'));
    expect(screen.getByText('list 0')).toBeTruthy();
  });

  it('does not keep pages that are not flagged', async () => {
    const { router } = renderAt('/garden/teacher/index', routes);
    await act(() => router.navigate('/garden/student/info'));
    expect(screen.queryByText('teachers')).toBeNull();
  });
});
