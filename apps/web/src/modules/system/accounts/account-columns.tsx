import { AccountStatus } from '@kg/shared/modules/system/accounts';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import type { AccountRow } from './account-api.ts';

const STATUS_COLOR: Record<number, string> = {
  [AccountStatus.active]: 'green',
  [AccountStatus.disabled]: 'red',
  [AccountStatus.mustChangePassword]: 'orange',
  [AccountStatus.departed]: 'default',
};

/** An account's status as a coloured tag (the names are accounts.status.1 … 4). */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`status-${status}`}>
      {t(`accounts.status.${status}`)}
    </Tag>
  );
}

/** The list's columns; the last sign-in names its address and device on hover. */
export function accountColumns(t: TFunction): TableColumnsType<AccountRow> {
  const names = (list: { name: string }[]) => joinList(list.map((x) => x.name)) || t('accounts.range.none');
  return [
    {
      key: 'realName',
      title: t('accounts.fields.realName'),
      render: (_, r) => (r.self ? t('accounts.you', { name: r.realName }) : r.realName),
    },
    { key: 'mobile', title: t('accounts.fields.mobile'), dataIndex: 'mobile' },
    { key: 'roles', title: t('accounts.fields.roles'), render: (_, r) => names(r.roles), ellipsis: true, responsive: ['md'] },
    {
      key: 'range',
      title: t('accounts.fields.range'),
      render: (_, r) => (r.allRange ? t('accounts.range.school') : names(r.classes)),
      ellipsis: true,
      responsive: ['lg'],
    },
    { key: 'status', title: t('accounts.fields.status'), render: (_, r) => <StatusTag status={r.status} /> },
    {
      key: 'lastSignIn',
      title: t('accounts.fields.lastSignIn'),
      responsive: ['md'],
      render: (_, r) =>
        r.lastSignInAt ? (
          <Tooltip title={[r.lastSignInIp, r.lastSignInAgent].filter(Boolean).join(' · ')}>{dateTime(r.lastSignInAt, 'minute')}</Tooltip>
        ) : (
          t('accounts.never')
        ),
    },
  ];
}
