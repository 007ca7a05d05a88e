import { ApartmentOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Skeleton, Statistic, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserRoutes } from '../../kit/page-model.ts';
import { useSession } from '../../session/session-store.ts';
import { GuideList } from './guide-list.tsx';
import { ModuleTiles } from './module-tiles.tsx';
import { permittedModules } from './permitted-modules.ts';
import { ReadOnlyBanner } from './read-only-banner.tsx';
import { useGuideItems } from './use-guide-items.ts';
import { useSchoolOverview } from './use-school-overview.ts';
import './workbench.css';

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** /desktop/index: the workbench — the school, its counts, quick links and what to do first. */
export default function DesktopIndexPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const routes = useUserRoutes(session);
  const overview = useSchoolOverview();
  const guide = useGuideItems();
  const modules = useMemo(() => permittedModules(routes?.sections ?? [], session?.readOnly), [routes, session?.readOnly]);
  const o = overview.data;
  const today = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'full' }).format(new Date());
  const ranged = o?.scope === 'classes';

  return (
    <div className="kg-desk">
      <ReadOnlyBanner />
      <section className="kg-desk-hero">
        <div>
          <h2 data-testid="school-name">{o?.schoolName ?? session?.schoolName}</h2>
          <p>{t(`workbench.index.greeting.${greetingKey(new Date().getHours())}`, { name: session?.realName ?? '' })}</p>
        </div>
        <p>{today}</p>
      </section>

      <div className="kg-desk-stats" data-testid="overview">
        {overview.isLoading || !o ? (
          <Card>
            <Skeleton active paragraph={{ rows: 1 }} />
          </Card>
        ) : (
          <>
            <Card>
              <Statistic
                title={t(ranged ? 'workbench.index.myChildren' : 'workbench.index.children')}
                value={o.childCount}
                prefix={<SmileOutlined />}
              />
            </Card>
            <Card>
              <Statistic title={t('workbench.index.staff')} value={o.staffCount} prefix={<TeamOutlined />} />
            </Card>
            <Card>
              <Statistic
                title={t(ranged ? 'workbench.index.myClasses' : 'workbench.index.classes')}
                value={o.classCount}
                prefix={<ApartmentOutlined />}
              />
              {ranged && o.classNames.length > 0 && (
                <div style={{ marginTop: 8 }}>
                  {o.classNames.map((n) => (
                    <Tag key={n}>{n}</Tag>
                  ))}
                </div>
              )}
            </Card>
          </>
        )}
      </div>

      <Card title={t('workbench.index.quickLinks')}>
        <ModuleTiles modules={modules} />
      </Card>

      {!session?.readOnly && (
        <Card title={t('workbench.guide.heading')} loading={guide.isLoading}>
          <GuideList items={guide.items} />
        </Card>
      )}
    </div>
  );
}
