import { SYSTEM_CODES as S } from '@kg/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../permission/has-permission.ts';
import { AccountsTab } from '../../system/index.ts';
import { UserInfo } from './user-info.tsx';

/**
 * /system/system/account: a school user's information; holders of the accounts code also get
 * a tab of everyone who can sign in to the school (?tab=accounts opens it).
 */
export default function SystemAccountPage() {
  const { t } = useTranslation();
  const canManage = usePermission([S.accounts]);
  const [params, setParams] = useSearchParams();
  if (!canManage) return <UserInfo />;
  return (
    <Tabs
      activeKey={params.get('tab') === 'accounts' ? 'accounts' : 'mine'}
      onChange={(key) => setParams(key === 'accounts' ? { tab: key } : {}, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'mine', label: t('accounts.tabs.mine'), children: <UserInfo /> },
        { key: 'accounts', label: t('accounts.tabs.accounts'), children: <AccountsTab /> },
      ]}
    />
  );
}
