import { UserOutlined } from '@ant-design/icons';
import { InstitutionType } from '@kg/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session-store.ts';
import { ReadOnlyBanner } from '../../workbench/index.ts';
import { fetchMobileQuota } from './account-api.ts';
import { PhoneChangeDialog } from './phone-change-dialog.tsx';
import { ProfileCard } from './profile-card.tsx';
import { WechatBinds } from './wechat-binds.tsx';

const QUOTA_KEY = ['mobile-quota'];

/**
 * The user information page of every area (school, group, regulator): the account, the
 * school member's own profile, the phone change and WeChat bindings. A read-only visit shows
 * who is visiting and nothing to change.
 */
export function UserInfo() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const session = useSession();
  const readOnly = Boolean(session?.readOnly);
  const quota = useQuery({ queryKey: QUOTA_KEY, queryFn: fetchMobileQuota, enabled: Boolean(session?.token) });
  const [changing, setChanging] = useState(false);
  const [opening, setOpening] = useState(false);
  if (!session) return null;
  const school = session.orgType === InstitutionType.school;

  const quotaUsedUp = (n: number) =>
    modal.warning({ title: t('account.phone.warningTitle'), content: t('account.phone.quotaUsedUp', { n }), okText: t('common.ok') });

  // the allowance is asked for afresh: another tab may have used it meanwhile
  async function startChange() {
    setOpening(true);
    try {
      const q = await client.fetchQuery({ queryKey: QUOTA_KEY, queryFn: fetchMobileQuota, staleTime: 0 });
      if (q.dayRemainingNum <= 0) quotaUsedUp(q.dayAllowNum);
      else setChanging(true);
    } catch {
      // the request layer showed why
    } finally {
      setOpening(false);
    }
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ReadOnlyBanner />
      <Card title={t('account.title')}>
        <div style={{ display: 'flex', gap: 20, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Avatar size={64} src={session.avatarUrl || undefined} icon={<UserOutlined />} />
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ flex: 1, minWidth: 260 }} data-testid="account">
            <Descriptions.Item label={t('account.name')}>{session.realName}</Descriptions.Item>
            <Descriptions.Item label={t('account.institution')}>{session.schoolName || session.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('account.phone.label')}>
              <span data-testid="current-phone">{quota.data?.mobile ?? ''}</span>
              {!readOnly && (
                <Button type="link" size="small" loading={opening} onClick={startChange} data-testid="phone-change">
                  {t('account.phone.change')}
                </Button>
              )}
            </Descriptions.Item>
            {!readOnly && quota.data && (
              <Descriptions.Item label={t('account.phone.allowance')}>
                {t('account.phone.remaining', { left: quota.data.dayRemainingNum, n: quota.data.dayAllowNum })}
              </Descriptions.Item>
            )}
          </Descriptions>
        </div>
      </Card>
      {school && !readOnly && <ProfileCard readOnly={readOnly} />}
      {!readOnly && <WechatBinds readOnly={readOnly} />}
      <PhoneChangeDialog
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={(q) => client.setQueryData(QUOTA_KEY, q)}
        onQuotaUsedUp={quotaUsedUp}
      />
    </div>
  );
}
