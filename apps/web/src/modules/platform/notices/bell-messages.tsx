import { Badge, Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime } from '../../../kit/date-time.ts';
import { useSession } from '../../../session/session-store.ts';
import { markAllRead, markRead, type NoticeRow, noticesPath, sourceLabel, useNoticesChanged, useRecentNotices } from './notice-api.ts';

interface Props {
  open: boolean;
  unread: number;
  /** Closes the bell's popover (before going elsewhere). */
  onClose: () => void;
}

/** The bell's latest messages: a click marks one read and opens its record; "view all" opens the notices page. */
export function BellMessages({ open, unread, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const recent = useRecentNotices(open);
  const changed = useNoticesChanged();

  const openOne = async (n: NoticeRow) => {
    if (!n.read) {
      await markRead([n.id]).catch(() => undefined);
      void changed();
    }
    onClose();
    void navigate(n.link ?? noticesPath(session));
  };
  const readAll = async () => {
    await markAllRead();
    await changed();
  };

  return (
    <section className="kg-bell-messages" data-testid="bell-messages">
      <div className="kg-bell-head">
        <Typography.Text strong>{t('shell.bell.messages')}</Typography.Text>
        {unread > 0 && <Typography.Text type="secondary">{t('shell.bell.unread', { count: unread })}</Typography.Text>}
        <span className="kg-bell-spacer" />
        {unread > 0 && (
          <Button type="link" size="small" data-testid="bell-read-all" onClick={() => void readAll()}>
            {t('shell.bell.markAllRead')}
          </Button>
        )}
      </div>
      {recent.isLoading && <Spin size="small" />}
      {recent.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.bell.noMessages')} />}
      <ul className="kg-bell-list">
        {recent.data?.map((n) => (
          <li key={n.id}>
            <button type="button" className="kg-bell-item" data-testid="bell-message" data-read={n.read} onClick={() => void openOne(n)}>
              <Badge status={n.read ? 'default' : 'processing'} />
              <span className="kg-bell-text">
                <span className={n.read ? 'kg-bell-title' : 'kg-bell-title kg-bell-unread'}>{n.title}</span>
                <span className="kg-bell-meta">
                  {sourceLabel(t, n.source)} · {dateTime(n.createdAt, 'minute').slice(5)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button
        block
        type="link"
        data-testid="bell-view-all"
        onClick={() => {
          onClose();
          void navigate(noticesPath(session));
        }}
      >
        {t('shell.bell.viewAll')}
      </Button>
    </section>
  );
}
