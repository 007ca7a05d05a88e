import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../kit/menu-icons.tsx';
import { useUserRoutes } from '../../kit/page-model.ts';
import { useSession } from '../../session/session-store.ts';
import { permittedModules } from './permitted-modules.ts';
import { ReadOnlyBanner } from './read-only-banner.tsx';
import './workbench.css';

/** /desktop/application: every module the user may open, as cards with their pages. */
export default function DesktopApplicationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const routes = useUserRoutes(session);
  const modules = useMemo(() => permittedModules(routes?.sections ?? [], session?.readOnly), [routes, session?.readOnly]);

  return (
    <div className="kg-desk">
      <ReadOnlyBanner />
      {modules.length === 0 ? (
        <Card>
          <Empty description={t('workbench.modules.none')} />
        </Card>
      ) : (
        <div className="kg-desk-cards">
          {modules.map((m) => (
            <Card
              key={m.module.path}
              data-testid="application-card"
              title={
                // inline, so a long English name ends in the card head's ellipsis (the whole name in the tooltip)
                <span title={t(m.module.title)}>
                  {m.module.icon ? <MenuIcon name={m.module.icon} /> : <AppstoreOutlined />} {t(m.module.title)}
                </span>
              }
              extra={
                <Button type="link" onClick={() => navigate(m.to)}>
                  {t('workbench.application.open')}
                </Button>
              }
            >
              <div style={{ color: '#8c8c8c', marginBottom: m.pages.length ? 8 : 0 }}>{t(m.section.title)}</div>
              {m.pages.length > 0 && (
                <Space wrap size={[4, 4]}>
                  {m.pages.map((p) => (
                    <Button key={p.path} size="small" onClick={() => navigate(p.path)}>
                      {t(p.title)}
                    </Button>
                  ))}
                </Space>
              )}
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
