import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRoutes } from '../kit/route-model.ts';
import { partnerRegion } from '../modules/accounts/sign-in/login-variants.ts';
import type { Session } from '../session/session-store.ts';
import { InstitutionSwitcher } from './institution-switcher.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NoticeBell } from './notice-bell.tsx';
import { TabsBar } from './tabs-bar.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The bell is on every page, never for the tongan partner variant. Overview §2 kept it to the
 * desktop home while it held only the guide; now it carries messages that arrive while the user
 * works elsewhere, so it goes wherever the user is.
 */
export const showsBell = (region: string | null) => region !== 'tongan';

interface Props {
  session: Session;
  routes: UserRoutes;
  mobile: boolean;
  onOpenMenu?: () => void;
}

/** Header: tabs, institution switcher, bell, language, user menu; condensed on phones (two rows). */
export function ShellHeader({ session, routes, mobile, onOpenMenu }: Props) {
  const { t } = useTranslation();
  const bell = showsBell(partnerRegion());
  const tabs = <TabsBar isGroup={session.isGroup} home={routes.home} />;
  return (
    <header className={`kg-header${mobile ? ' is-mobile' : ''}`}>
      <div className="kg-header-row">
        {onOpenMenu && (
          <Button
            type="text"
            className="kg-header-action"
            icon={<MenuOutlined />}
            aria-label={t('shell.header.openMenu')}
            onClick={onOpenMenu}
            data-testid="open-menu"
          />
        )}
        {!mobile && (
          <div className="kg-brand" title={t('shell.adminTitle')}>
            {t('shell.adminTitle')}
          </div>
        )}
        {!mobile && tabs}
        <div className="kg-header-tools">
          <InstitutionSwitcher session={session} compact={mobile} />
          {bell && <NoticeBell />}
          <LanguageSwitch compact={mobile} />
          <UserMenu session={session} routes={routes} compact={mobile} />
        </div>
      </div>
      {mobile && <div className="kg-header-row kg-header-tabs">{tabs}</div>}
    </header>
  );
}
