import { firstVisibleLeaf } from '@kg/shared';
import { Drawer } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pageAt, useUserRoutes } from '../kit/page-model.ts';
import { tabTitleKeyOf } from '../kit/route-model.ts';
import { tabsStore } from '../kit/tabs-store.ts';
import { useIsMobile } from '../kit/use-mobile.ts';
import { useSession } from '../session/session-store.ts';
import { ShellHeader } from './header.tsx';
import { KeepAliveOutlet } from './keep-alive.tsx';
import { hasSideMenu, menuKeys, menuTree, resolveActiveMenu, sectionOf } from './menu-model.ts';
import { useScrollRestore } from './scroll-restore.ts';
import { SideMenu } from './side-menu.tsx';
import './shell.css';

/**
 * The signed-in frame (overview §2): header with tabs, side menu of the current section, page.
 * `children` stands in for the routed page: the 404 and no-access pages keep the frame around
 * them, so the person still has the menu, language and logout.
 */
export default function ShellLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const routes = useUserRoutes(session);
  const location = useLocation();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const main = useRef<HTMLElement>(null);
  const previousActive = useRef<string | null>(null);
  const fullPath = location.pathname + location.search;

  const entry = pageAt(location.pathname);
  const section = routes ? sectionOf(location.pathname, routes.sections) : undefined;
  const keys = useMemo(() => new Set(menuKeys(menuTree(section?.children ?? []))), [section]);
  const active = resolveActiveMenu(location.pathname, entry, keys, previousActive.current);
  useEffect(() => {
    previousActive.current = active;
  }, [active]);

  // fixed tabs first, then a tab for each route entry (overview §2)
  useEffect(() => {
    if (!routes) return;
    tabsStore.affix(
      routes.sections.flatMap((s) =>
        (s.children ?? [])
          .filter((m) => m.fixedTab)
          .map((m) => {
            const leaf = (m.children?.length ? firstVisibleLeaf(m.children)?.path : undefined) ?? m.path;
            const home = routes.home.split('?')[0] === leaf ? routes.home : leaf;
            return { name: m.name, meta: { title: m.title, icon: m.icon ?? s.icon, fixed: true }, path: leaf, fullPath: home };
          }),
      ),
    );
  }, [routes]);
  // a page shown in place of the routed one (404, no access) opens no tab of the page asked for
  const routed = children === undefined;
  useEffect(() => {
    if (!entry || !routed) return;
    const { module, section: sec } = entry;
    tabsStore.open({
      name: module.name,
      meta: { title: tabTitleKeyOf(entry, location.search), icon: module.icon ?? sec.icon, fixed: module.fixedTab },
      path: location.pathname,
      fullPath,
    });
  }, [entry, routed, location.pathname, location.search, fullPath]);

  useScrollRestore(main, fullPath);
  useEffect(() => setDrawer(false), [location.pathname]);

  if (!session || !routes) return null;
  const side = hasSideMenu(section) ? section : undefined;
  return (
    <div className={`kg-shell${mobile ? ' is-mobile' : ''}`}>
      <ShellHeader session={session} routes={routes} mobile={mobile} onOpenMenu={mobile && side ? () => setDrawer(true) : undefined} />
      <div className="kg-body">
        {side && !mobile && <SideMenu section={side} active={active} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />}
        {side && mobile && (
          <Drawer
            open={drawer}
            placement="left"
            size={260}
            rootClassName="kg-drawer"
            onClose={() => setDrawer(false)}
            styles={{ body: { padding: 0 } }}
            title={null}
            closable={false}
          >
            <SideMenu section={side} active={active} onNavigate={() => setDrawer(false)} />
          </Drawer>
        )}
        <main className="kg-main" ref={main} data-testid="shell-main">
          {children ?? <KeepAliveOutlet />}
        </main>
      </div>
    </div>
  );
}
