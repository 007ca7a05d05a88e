import { CloseOutlined, DownOutlined, FileOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MENU_ICONS } from '../kit/menu-icons.tsx';
import { type TabView, tabsStore, tabWidth, useTabs, visibleTabs } from '../kit/tabs-store.ts';

/** Below this width the icon goes and the close button shows on hover only: the title keeps the room. */
const NARROW = 110;

/** Which ends of the scrolling strip hide tabs. */
function useOverflow(strip: React.RefObject<HTMLDivElement | null>, deps: unknown[]) {
  const [ends, setEnds] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEnds((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [strip]);
  // re-measured whenever the tabs change
  useLayoutEffect(measure, deps);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [strip, measure]);
  return { ...ends, measure };
}

/**
 * The open-page tabs (overview §2): icon (active or inactive), the top module's title, a close
 * button unless fixed; widths by count; right-click does nothing. Fixed tabs (the workbench) stay
 * pinned at the left; the others scroll, with arrows and a menu of every tab once they overflow.
 */
export function TabsBar({ isGroup, home }: { isGroup: boolean; home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, active } = useTabs();
  const shown = visibleTabs(tabs, isGroup);
  const width = tabWidth(shown.length);
  const strip = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(strip, [shown.length, width]);

  // keep the active tab in view when the strip scrolls (narrow screens, many tabs)
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, shown.length]);

  async function close(tab: TabView) {
    if (!(await tabsStore.mayClose(tab.name))) return;
    const { closed, next } = tabsStore.close(tab.name);
    if (!closed) return;
    if (next) void navigate(next.fullPath);
    else if (tab.name === active) void navigate(home);
  }

  const scroll = (direction: -1 | 1) =>
    strip.current?.scrollBy?.({ left: direction * strip.current.clientWidth * 0.8, behavior: 'smooth' });

  const renderTab = (tab: TabView) => {
    const isActive = tab.name === active;
    const Icon = (tab.icon && MENU_ICONS[tab.icon]) || FileOutlined;
    const title = t(tab.title);
    return (
      <div
        key={tab.name}
        role="tab"
        aria-selected={isActive}
        tabIndex={0}
        title={title}
        data-testid="shell-tab"
        data-name={tab.name}
        className={`kg-tab${isActive ? ' is-active' : ''}${width < NARROW ? ' is-narrow' : ''}`}
        style={{ width }}
        // always go: `isActive` is of the last render, which can lag a navigation just made on a
        // busy machine, and a click dropped then is a click lost (the active tab's own replaces)
        onClick={() => navigate(tab.fullPath, { replace: isActive })}
        onKeyDown={(e) => e.key === 'Enter' && navigate(tab.fullPath)}
      >
        <Icon className="kg-tab-icon" />
        <span className="kg-tab-title">{title}</span>
        {tab.closable && (
          <button
            type="button"
            className="kg-tab-close"
            aria-label={t('shell.tabs.close', { title })}
            data-testid="shell-tab-close"
            onClick={(e) => {
              e.stopPropagation();
              void close(tab);
            }}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    );
  };

  // the scroll buttons either side of the strip, each off at its end
  const arrow = (side: 'left' | 'right') => (
    <button
      type="button"
      className="kg-tabs-arrow"
      disabled={!overflow[side]}
      aria-label={t(`shell.tabs.${side}`)}
      data-testid={`tabs-${side}`}
      onClick={() => scroll(side === 'left' ? -1 : 1)}
    >
      {side === 'left' ? <LeftOutlined /> : <RightOutlined />}
    </button>
  );

  const pinned = shown.filter((tab) => tab.fixed);
  const scrolling = shown.filter((tab) => !tab.fixed);
  const overflowing = overflow.left || overflow.right;
  return (
    <div className="kg-tabs" role="tablist" onContextMenu={(e) => e.preventDefault()}>
      {pinned.map(renderTab)}
      {overflowing && arrow('left')}
      <div className="kg-tabs-scroll" ref={strip} onScroll={overflow.measure} data-testid="tabs-scroll">
        {scrolling.map(renderTab)}
      </div>
      {overflowing && (
        <>
          {arrow('right')}
          <Dropdown
            trigger={['click']}
            menu={{
              selectedKeys: active ? [active] : [],
              items: shown.map((tab) => ({ key: tab.name, label: t(tab.title) })),
              onClick: ({ key }) => {
                const tab = shown.find((x) => x.name === key);
                if (tab) void navigate(tab.fullPath);
              },
            }}
          >
            <button type="button" className="kg-tabs-arrow" aria-label={t('shell.tabs.all')} data-testid="tabs-all">
              <DownOutlined />
            </button>
          </Dropdown>
        </>
      )}
    </div>
  );
}
