import { InstitutionType, type SectionDecl } from '@kg/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SideMenu, TOGGLE_DELAY_MS, TOOLTIP_PAUSE_MS } from './side-menu.tsx';
import { renderAt, useChinese } from './testing/render.tsx';

const section: SectionDecl = {
  path: '/desktop',
  name: 'desktop',
  title: 'menu.desktop',
  icon: 'DesktopOutlined',
  institutionTypes: [InstitutionType.school],
  children: [
    { path: '/desktop/index', name: 'a', title: 'menu.workbench', icon: 'HomeOutlined' },
    { path: '/desktop/application', name: 'b', title: 'menu.application', icon: 'AppstoreOutlined' },
    { path: '/desktop/reset-password-guide', name: 'c', title: 'menu.resetPasswordGuide', hidden: true },
  ],
};

describe('side menu', () => {
  beforeEach(() => useChinese());
  afterEach(() => vi.useRealTimers());

  it('lists the section entries without hidden pages and marks the active one', () => {
    renderAt('/desktop/application', <SideMenu section={section} active="/desktop/application" />);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['工作台', '应用中心']);
    expect(items[1].className).toContain('ant-menu-item-selected');
  });

  it('navigates on a click', () => {
    renderAt('/desktop/application', <SideMenu section={section} active="/desktop/application" />);
    fireEvent.click(screen.getByText('工作台'));
    expect(screen.getByTestId('where').textContent).toBe('/desktop/index');
  });

  it('toggles 100 ms after the arrow click, labelled hide / expand sidebar', () => {
    vi.useFakeTimers();
    const onToggle = vi.fn();
    const { rerender } = renderAt('/desktop/index', <SideMenu section={section} active="/desktop/index" onToggle={onToggle} />);
    const arrow = screen.getByTestId('sidebar-toggle');
    expect(arrow.getAttribute('aria-label')).toBe('隐藏侧边栏');
    fireEvent.click(arrow);
    act(() => vi.advanceTimersByTime(TOGGLE_DELAY_MS - 1));
    expect(onToggle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onToggle).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TOOLTIP_PAUSE_MS));
    rerender(null);
  });

  it('offers to expand a collapsed sidebar', () => {
    renderAt('/desktop/index', <SideMenu section={section} active="/desktop/index" collapsed onToggle={() => {}} />);
    expect(screen.getByTestId('sidebar-toggle').getAttribute('aria-label')).toBe('展开侧边栏');
  });
});
