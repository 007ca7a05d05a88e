import { CloseOutlined, FileOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MENU_ICONS } from './icons.tsx';
import { type TabView, tabsStore, tabWidth, useTabs, visibleTabs } from './tabs-store.ts';

/**
 * The open-page tabs (overview §2): icon (active or inactive), the top module's title, a close
 * button unless fixed; widths by count; right-click does nothing.
 */
export function TabsBar({ isGroup, home }: { isGroup: boolean; home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabs, active } = useTabs();
  const shown = visibleTabs(tabs, isGroup);
  const width = tabWidth(shown.length);
  const strip = useRef<HTMLDivElement>(null);

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

  return (
    <div className="kg-tabs" role="tablist" ref={strip} onContextMenu={(e) => e.preventDefault()}>
      {shown.map((tab) => {
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
            className={`kg-tab${isActive ? ' is-active' : ''}`}
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
      })}
    </div>
  );
}
