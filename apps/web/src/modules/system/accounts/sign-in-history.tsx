import { Drawer, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, PagedTable, usePagedList } from '../../../kit/index.ts';
import { type AccountRow, ACCOUNT_ENDPOINTS as E, type SignInRow } from './account-api.ts';

const KNOWN_ENDINGS = ['logout', 'disabled', 'password-reset', 'departure'];

function HistoryList({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = usePagedList(E.history, { id }, { key: `sign-ins-${id}` });
  const columns: TableColumnsType<SignInRow> = [
    { key: 'time', title: t('accounts.history.time'), render: (_, r) => dateTime(r.createdAt) },
    { key: 'ip', title: t('accounts.history.ip'), render: (_, r) => r.ip || t('kit.empty') },
    {
      key: 'device',
      title: t('accounts.history.device'),
      render: (_, r) => r.userAgent || t('kit.empty'),
      ellipsis: true,
      responsive: ['md'],
    },
    {
      key: 'ended',
      title: t('accounts.history.ended'),
      render: (_, r) =>
        r.revokedAt ? (
          <span title={dateTime(r.revokedAt)}>
            {KNOWN_ENDINGS.includes(r.revokeReason ?? '')
              ? t(`accounts.history.endedBy.${r.revokeReason}`)
              : dateTime(r.revokedAt, 'minute')}
          </span>
        ) : (
          <Tag color="green">{t('accounts.history.live')}</Tag>
        ),
    },
  ];
  return <PagedTable<SignInRow> list={list} columns={columns} testId="sign-in-history-table" />;
}

/** The sign-ins of one account to this school, newest first, in a drawer as wide as the screen allows. */
export function SignInHistoryDrawer({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={row ? t('accounts.history.title', { name: row.realName }) : ''}
      open={row !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {row && <HistoryList id={row.id} />}
    </Drawer>
  );
}
