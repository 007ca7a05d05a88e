import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { SectionDecl } from '@kg/shared';
import { Menu, type MenuProps, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../kit/menu-icons.tsx';
import { useSession } from '../session/session-store.ts';
import { externalEntries } from './external-links.ts';
import { type MenuNode, menuTree, openKeysFor } from './menu-model.ts';

/** overview §9: the sidebar toggles 100 ms after the click; its tooltip returns after 300 ms. */
export const TOGGLE_DELAY_MS = 100;
export const TOOLTIP_PAUSE_MS = 300;

function items(nodes: MenuNode[], t: (k: string) => string): NonNullable<MenuProps['items']> {
  return nodes.map((n) => ({
    key: n.key,
    icon: n.icon ? <MenuIcon name={n.icon} /> : undefined,
    // an external entry is a real link (new tab, middle click, copy address), its title already translated
    label: n.href ? (
      <a href={n.href} target="_blank" rel="noopener noreferrer" data-testid={`menu-${n.key}`}>
        {n.title}
      </a>
    ) : (
      t(n.title)
    ),
    children: n.children ? items(n.children, t) : undefined,
  }));
}

export interface SideMenuProps {
  section: SectionDecl;
  active: string;
  collapsed?: boolean;
  onToggle?: () => void;
  /** After a menu click (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The side menu of the current top-level section, with its collapse arrow. */
export function SideMenu({ section, active, collapsed = false, onToggle, onNavigate }: SideMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const tree = menuTree(section.children ?? []);
  const links = externalEntries(section.name, session, i18n.language);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(active, tree));
  const [tipEnabled, setTipEnabled] = useState(true);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    // a newly active entry's parents open; the ones the user opened stay open
    const needed = openKeysFor(active, tree);
    setOpenKeys((keys) => (needed.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...needed])]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tree follows section
  }, [active, section]);
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );

  function toggle() {
    setTipEnabled(false);
    timers.current.push(
      window.setTimeout(() => onToggle?.(), TOGGLE_DELAY_MS),
      window.setTimeout(() => setTipEnabled(true), TOOLTIP_PAUSE_MS),
    );
  }

  return (
    <nav className={`kg-side${collapsed ? ' is-collapsed' : ''}`} aria-label={t(section.title)} data-testid="side-menu">
      <div className="kg-side-title" title={t(section.title)}>
        <MenuIcon name={section.icon} />
        {!collapsed && <span>{t(section.title)}</span>}
      </div>
      <Menu
        mode="inline"
        inlineCollapsed={onToggle ? collapsed : undefined}
        items={items([...tree, ...links], t)}
        selectedKeys={[active]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key, domEvent }) => {
          const link = links.find((l) => l.key === key);
          // a click follows the anchor itself; Enter on the focused entry lands here only
          if (link) {
            if (domEvent.type === 'keydown') window.open(link.href, '_blank', 'noopener,noreferrer');
          } else void navigate(key);
          onNavigate?.();
        }}
      />
      {onToggle && (
        <Tooltip
          title={collapsed ? t('shell.sidebar.expand') : t('shell.sidebar.hide')}
          placement="right"
          open={tipEnabled ? undefined : false}
        >
          <button
            type="button"
            className="kg-side-toggle"
            onClick={toggle}
            data-testid="sidebar-toggle"
            aria-label={collapsed ? t('shell.sidebar.expand') : t('shell.sidebar.hide')}
          >
            {collapsed ? <RightOutlined /> : <LeftOutlined />}
          </button>
        </Tooltip>
      )}
    </nav>
  );
}
