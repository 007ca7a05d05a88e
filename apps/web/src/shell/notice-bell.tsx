import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BellMessages, useUnreadCount } from '../modules/platform/notices/index.ts';
import { useGuideItems } from '../modules/workbench/use-guide-items.ts';
import '../modules/platform/notices/bell.css';

/**
 * The notice bell (overview §2; the header shows it on every page): the unread
 * count of the user's messages, polled, and a red dot while getting-started items exist. A
 * click opens one popover: the latest messages, then the getting-started items (the guide overlay).
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items } = useGuideItems();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const guide = (
    <section className="kg-bell-guide" data-testid="bell-guide">
      <Typography.Text strong>{t('shell.bell.guide')}</Typography.Text>
      {items.length === 0 && (
        <div>
          <Typography.Text type="secondary">{t('shell.bell.empty')}</Typography.Text>
        </div>
      )}
      <ul className="kg-guide">
        {items.map((item) => (
          <li key={item.key} className="kg-guide-item">
            <Badge status="error" />
            <div className="kg-guide-text">
              <div className="kg-guide-title">{item.title}</div>
              {item.description && <div className="kg-guide-desc">{item.description}</div>}
            </div>
            {item.path && (
              <Button
                type="link"
                onClick={() => {
                  setOpen(false);
                  void navigate(item.path);
                }}
              >
                {t('shell.bell.open')} <RightOutlined />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <div className="kg-bell-panel">
          <BellMessages open={open} unread={unread} onClose={() => setOpen(false)} />
          {guide}
        </div>
      }
    >
      {/* the tooltip would cover the popover's own header while it is open */}
      <Tooltip title={t('shell.bell.title')} open={open ? false : undefined}>
        <Button
          type="text"
          className="kg-header-action"
          aria-label={t('shell.bell.title')}
          data-testid="notice-bell"
          data-dot={items.length > 0 || undefined}
          data-count={unread}
        >
          {/* the count when messages are unread, else the guide's red dot */}
          <Badge count={unread} size="small" overflowCount={99} dot={unread === 0 && items.length > 0} offset={[-2, 2]}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
