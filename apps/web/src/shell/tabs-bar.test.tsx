import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tabsStore } from '../kit/tabs-store.ts';
import { TabsBar } from './tabs-bar.tsx';
import { renderAt, useChinese } from './testing/render.tsx';

const open = (name: string, fixed = false) =>
  tabsStore.open({ name, meta: { title: `menu.${name}`, fixed, icon: 'HomeOutlined' }, path: `/${name}`, fullPath: `/${name}?q=1` });

describe('tabs bar', () => {
  beforeEach(async () => {
    await useChinese();
    tabsStore.reset();
  });

  it('shows the translated module titles, widths by count and no close button on fixed tabs', () => {
    open('workbench', true);
    open('application');
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    const tabs = screen.getAllByTestId('shell-tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['工作台', '应用中心']);
    expect(tabs.map((t) => t.style.width)).toEqual(['130px', '130px']);
    expect(tabs[0].querySelector('[data-testid=shell-tab-close]')).toBeNull();
    expect(tabs[1].querySelector('[data-testid=shell-tab-close]')).not.toBeNull();
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
  });

  it('narrows tabs to 80 px from 13 open tabs', () => {
    for (let i = 0; i < 13; i++) open(`m${i}`);
    renderAt('/m12', <TabsBar isGroup={false} home="/m0" />);
    expect(screen.getAllByTestId('shell-tab')[0].style.width).toBe('80px');
  });

  it('goes to the neighbour with its query when the active tab is closed', async () => {
    open('workbench', true);
    open('application');
    open('system');
    open('application');
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    const app = screen.getAllByTestId('shell-tab')[1];
    await userEvent.click(app.querySelector('[data-testid=shell-tab-close]')!);
    expect((await screen.findByTestId('where')).textContent).toBe('/system?q=1');
    expect(tabsStore.get().tabs.map((t) => t.name)).toEqual(['workbench', 'system']);
  });

  it('opens a tab at its own path and query on click', async () => {
    open('workbench', true);
    open('application');
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    await userEvent.click(screen.getByText('工作台'));
    expect((await screen.findByTestId('where')).textContent).toBe('/workbench?q=1');
  });

  it('does nothing on right-click', () => {
    open('workbench', true);
    open('application');
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    const ev = fireEvent.contextMenu(screen.getByText('工作台'));
    expect(ev).toBe(false); // default prevented: no browser menu, no action
    expect(tabsStore.get().tabs).toHaveLength(2);
  });

  it('shows group users only the desktop tab', () => {
    open('groupHome', true);
    open('userInfo');
    renderAt('/userInfo', <TabsBar isGroup home="/groupHome" />);
    expect(screen.getAllByTestId('shell-tab').map((t) => t.textContent)).toEqual(['集团首页']);
  });

  it('keeps a tab whose module refuses to close', async () => {
    open('workbench', true);
    open('application');
    tabsStore.setCloseGuard('application', () => false);
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    await userEvent.click(screen.getByTestId('shell-tab-close'));
    await waitFor(() => expect(tabsStore.get().tabs).toHaveLength(2));
  });

  it('keeps the workbench pinned outside the scrolling tabs and offers arrows and a menu once they overflow', async () => {
    open('workbench', true);
    for (let i = 0; i < 13; i++) open(`m${i}`);
    // jsdom lays nothing out: the strip says it holds more than it shows
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    try {
      renderAt('/m12', <TabsBar isGroup={false} home="/workbench" />);
      const strip = screen.getByTestId('tabs-scroll');
      const workbench = screen.getByText('工作台').closest('[data-testid=shell-tab]')!;
      expect(strip.contains(workbench)).toBe(false);
      expect(within(strip).getAllByTestId('shell-tab')).toHaveLength(13);
      // 14 tabs: 80 px each, the icon dropped so the title keeps the room
      expect((workbench as HTMLElement).style.width).toBe('80px');
      expect(workbench.className).toContain('is-narrow');
      expect((screen.getByTestId('tabs-left') as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByTestId('tabs-right') as HTMLButtonElement).disabled).toBe(false);
      await userEvent.click(screen.getByTestId('tabs-all'));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'menu.m3' }));
      expect((await screen.findByTestId('where')).textContent).toBe('/m3?q=1');
    } finally {
      client.mockRestore();
      scroll.mockRestore();
    }
  });

  it('shows no arrows while every tab fits', () => {
    open('workbench', true);
    open('application');
    renderAt('/application', <TabsBar isGroup={false} home="/workbench" />);
    expect(screen.queryByTestId('tabs-right')).toBeNull();
    expect(screen.queryByTestId('tabs-all')).toBeNull();
  });
});
