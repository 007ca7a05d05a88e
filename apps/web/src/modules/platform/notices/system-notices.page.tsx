import { App, Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime } from '../../../kit/date-time.ts';
import { PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { useSession } from '../../../session/session-store.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { NOTICE_ENDPOINTS as E, markAllRead, markRead, type NoticeRow, sourceLabel, useNoticesChanged } from './notice-api.ts';

/**
 * Every message of the signed-in user in this institution, paged on the server: filters by
 * state, source, days and words; mark some or all read; a message's link opens its record.
 * The same page serves schools, groups and regulators (group-notices, regulator-notices).
 */
export default function SystemNoticesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const readOnly = useSession()?.readOnly ?? true;
  const list = usePagedList(E.list);
  const sources = useCall('options', E.sources, {});
  const changed = useNoticesChanged();
  const [selected, setSelected] = useState<number[]>([]);

  const fields = useMemo(
    (): SearchField[] => [
      {
        key: 'state',
        label: t('notices.fields.state'),
        component: 'select',
        options: (['unread', 'read'] as const).map((s) => ({ value: s, label: t(`notices.state.${s}`) })),
      },
      {
        key: 'source',
        label: t('notices.fields.source'),
        component: 'select',
        options: (sources.data ?? []).map((s) => ({ value: s, label: sourceLabel(t, s) })),
      },
      { key: 'from', endKey: 'to', label: t('notices.fields.dates'), component: 'date' },
      { key: 'noticeText', label: t('notices.fields.text'), component: 'input', maxLength: 50 },
    ],
    [t, sources.data],
  );

  const mark = async (ids: number[]) => {
    const { count } = await markRead(ids);
    setSelected([]);
    await changed();
    void message.success(t('notices.markedRead', { count }));
  };
  const markAll = async () => {
    const { count } = await markAllRead();
    setSelected([]);
    await changed();
    void message.success(count ? t('notices.markedRead', { count }) : t('notices.allRead'));
  };
  const open = async (row: NoticeRow) => {
    if (!row.read && !readOnly) await mark([row.id]);
    if (row.link) void navigate(row.link);
  };

  const columns: TableColumnsType<NoticeRow> = [
    {
      key: 'state',
      title: t('notices.fields.state'),
      render: (_, r) => <Tag color={r.read ? 'default' : 'blue'}>{t(`notices.state.${r.read ? 'read' : 'unread'}`)}</Tag>,
    },
    {
      key: 'title',
      title: t('notices.fields.title'),
      render: (_, r) => <Typography.Text strong={!r.read}>{r.title}</Typography.Text>,
    },
    { key: 'body', title: t('notices.fields.body'), render: (_, r) => r.body ?? t('kit.empty'), ellipsis: true },
    { key: 'source', title: t('notices.fields.source'), render: (_, r) => sourceLabel(t, r.source) },
    { key: 'createdAt', title: t('notices.fields.createdAt'), render: (_, r) => dateTime(r.createdAt, 'minute') },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <>
          {r.link && (
            <Button type="link" size="small" onClick={() => void open(r)}>
              {t('notices.actions.open')}
            </Button>
          )}
          {!r.read && !readOnly && (
            <Button type="link" size="small" data-testid="notice-mark-read" onClick={() => void mark([r.id])}>
              {t('notices.actions.markRead')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <PageCard
      title={t('notices.title')}
      testId="system-notices"
      extra={
        !readOnly && (
          <>
            <Button disabled={selected.length === 0} onClick={() => void mark(selected)} data-testid="notices-mark-selected">
              {t('notices.actions.markSelectedRead')}
            </Button>
            <Button type="primary" onClick={() => void markAll()} data-testid="notices-mark-all">
              {t('notices.actions.markAllRead')}
            </Button>
          </>
        )
      }
    >
      <SearchForm
        fields={fields}
        onSearch={(v) => list.setFilters({ ...v, noticeText: undefined, text: v.noticeText })}
        loading={list.loading}
      />
      <PagedTable<NoticeRow>
        list={list}
        columns={columns}
        testId="system-notices-table"
        onPageChange={() => setSelected([])}
        rowSelection={
          readOnly
            ? undefined
            : {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: r.read }),
              }
        }
      />
    </PageCard>
  );
}
