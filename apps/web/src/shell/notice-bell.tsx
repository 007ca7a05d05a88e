import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGuideItems } from '../modules/desktop/use-guide-items.ts';

/**
 * The notice bell (overview §2): on the desktop home only (the header decides), a red dot
 * while guide items exist; a click opens the guide overlay.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items } = useGuideItems();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('shell.bell.title')}>
        <Button
          type="text"
          className="kg-header-action"
          aria-label={t('shell.bell.title')}
          data-testid="notice-bell"
          data-dot={items.length > 0 || undefined}
          onClick={() => setOpen(true)}
        >
          <Badge dot={items.length > 0} offset={[-2, 2]}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Modal open={open} title={t('shell.bell.guide')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.bell.empty')} />}
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
      </Modal>
    </>
  );
}
