import { Alert, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/date-time.ts';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { NOTICE_ENDPOINTS as E, type OutboxRow, providerLabel, sourceLabel } from './notice-api.ts';

const STATE_COLOR = { recorded: 'default', sent: 'green', failed: 'red', skipped: 'orange' } as const;

/** The school's text and WeChat template messages that went out with notices: to whom, through which provider, what became of them. */
export default function SystemOutboxPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.outbox);
  const fields = useMemo(
    (): SearchField[] => [
      {
        key: 'channel',
        label: t('notices.outbox.fields.channel'),
        component: 'select',
        options: (['sms', 'wechat'] as const).map((c) => ({ value: c, label: t(`notices.outbox.channel.${c}`) })),
      },
      {
        key: 'state',
        label: t('notices.outbox.fields.state'),
        component: 'select',
        options: (['recorded', 'sent', 'failed', 'skipped'] as const).map((s) => ({ value: s, label: t(`notices.outbox.state.${s}`) })),
      },
    ],
    [t],
  );
  const columns: TableColumnsType<OutboxRow> = [
    { key: 'createdAt', title: t('notices.outbox.fields.createdAt'), render: (_, r) => dateTime(r.createdAt, 'minute') },
    { key: 'channel', title: t('notices.outbox.fields.channel'), render: (_, r) => t(`notices.outbox.channel.${r.channel}`) },
    { key: 'recipient', title: t('notices.outbox.fields.recipient'), dataIndex: 'recipient' },
    { key: 'target', title: t('notices.outbox.fields.target'), render: (_, r) => r.target ?? t('kit.empty') },
    { key: 'content', title: t('notices.outbox.fields.content'), dataIndex: 'content', ellipsis: true },
    { key: 'source', title: t('notices.fields.source'), render: (_, r) => sourceLabel(t, r.source) },
    { key: 'provider', title: t('notices.outbox.fields.provider'), render: (_, r) => providerLabel(t, r.provider), responsive: ['md'] },
    {
      key: 'state',
      title: t('notices.outbox.fields.state'),
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{t(`notices.outbox.state.${r.state}`)}</Tag>,
    },
    { key: 'error', title: t('notices.outbox.fields.error'), render: (_, r) => r.error ?? '', ellipsis: true, responsive: ['lg'] },
  ];
  return (
    <PageCard title={t('notices.outbox.title')} testId="system-outbox">
      <Alert type="info" showIcon message={t('notices.outbox.hint')} style={{ marginBottom: 12 }} />
      <SearchForm fields={fields} onSearch={(v) => list.setFilters(v)} loading={list.loading} />
      <PagedTable<OutboxRow> list={list} columns={columns} testId="system-outbox-table" />
    </PageCard>
  );
}
