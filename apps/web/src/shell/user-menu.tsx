import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { InstitutionType } from '@kg/shared';
import { Avatar, Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageIndex } from '../kit/page-model.ts';
import { institutionTypeOf, routeAllows, type UserRoutes } from '../kit/route-model.ts';
import { logout } from '../session/logout.ts';
import type { Session } from '../session/session-store.ts';

/** The account page of the session's area: the declared page titled 'user information'. */
export function accountPagePath(routes: UserRoutes, s: Pick<Session, 'orgType' | 'isGroup' | 'schoolId'>): string | null {
  for (const [path, entry] of pageIndex()) {
    if (entry.page.title !== 'menu.userInfo' || !routeAllows(routes, path)) continue;
    // group console pages work on the group named in the query
    return institutionTypeOf(s) === InstitutionType.group ? `${path}?schoolId=${s.schoolId}` : path;
  }
  return null;
}

/** 'user information' (hidden while a password update is required) and 'logout' (overview §2). */
export function UserMenu({ session, routes, compact = false }: { session: Session; routes: UserRoutes; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = session.needUpdatePassword ? null : accountPagePath(routes, session);
  const items = [
    ...(account ? [{ key: 'account', icon: <UserOutlined />, label: t('shell.header.userInfo') }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.header.logout') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'account' && account) navigate(account);
          if (key === 'logout') void logout({ callServer: true });
        },
      }}
    >
      <button type="button" className="kg-user" data-testid="user-menu">
        <Avatar size={28} src={session.avatarUrl || undefined} icon={<UserOutlined />} />
        {!compact && <span className="kg-user-name">{session.realName}</span>}
        {session.readOnly && <Tag color="orange">{t('shell.header.readOnly')}</Tag>}
      </button>
    </Dropdown>
  );
}
