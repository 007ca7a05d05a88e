import { REGULATION_SECTION } from '@kg/shared/modules/group/pages';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../../kit/menu-icons.tsx';
import { useUserRoutes } from '../../../kit/page-model.ts';
import { routeAllows } from '../../../kit/route-model.ts';
import { useSession } from '../../../session/session-store.ts';

/**
 * The authority console's pages the user may open, as links on the regulator home: the home has
 * no side menu (overview §2), so this is the way into the console. Which pages is the session's
 * routes' answer, as for the menu: a page every member opens (the area's outbreak alerts)
 * declares no code, and an element check would hide it.
 */
export function ConsoleLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useUserRoutes(useSession());
  const pages = (REGULATION_SECTION.children ?? []).filter((p) => !p.hidden && routes && routeAllows(routes, p.path));
  if (pages.length === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="console-links">
      {pages.map((p) => (
        <Button key={p.path} icon={<MenuIcon name={p.icon} />} onClick={() => navigate(p.path)}>
          {t(p.title)}
        </Button>
      ))}
    </Space>
  );
}
