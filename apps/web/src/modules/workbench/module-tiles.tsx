import { AppstoreOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../kit/menu-icons.tsx';
import type { ModuleEntry } from './permitted-modules.ts';

/** Quick links to the modules the user may open. */
export function ModuleTiles({ modules }: { modules: ModuleEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (modules.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.modules.none')} />;
  return (
    <nav className="kg-desk-tiles" aria-label={t('workbench.index.quickLinks')}>
      {modules.map((m) => (
        <button type="button" key={m.module.path} className="kg-desk-tile" data-testid="module-tile" onClick={() => navigate(m.to)}>
          {m.module.icon ? <MenuIcon name={m.module.icon} /> : <AppstoreOutlined />}
          <span>{t(m.module.title)}</span>
        </button>
      ))}
    </nav>
  );
}
