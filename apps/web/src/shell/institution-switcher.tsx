import { BankOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Session } from '../session/session-store.ts';
import { useEnterInstitution } from './enter-institution.ts';
import { itemLoginId, itemName, type OrgItem, orgItems } from './org-list.ts';
import { SchoolLogo } from './school-logo.tsx';
import { useOrgList } from './use-org-list.ts';

/**
 * The header's institution switcher (overview §2): the account's schools, groups and
 * supervising bodies by category, the current one marked; picking it again does nothing.
 */
export function InstitutionSwitcher({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { t } = useTranslation();
  const q = useOrgList();
  const enter = useEnterInstitution();
  const name = session.schoolName || session.orgName;
  const list = q.data;
  const label = (
    <span className="kg-switcher-label">
      <SchoolLogo url={session.schoolLogoUrl} fallback={<BankOutlined />} />
      <span className="kg-switcher-name" data-testid="current-institution">
        {name}
      </span>
    </span>
  );
  const byKey = new Map<string, OrgItem>(list ? orgItems(list).map((i) => [String(itemLoginId(i)), i]) : []);
  const current = String(list?.currentId ?? session.orgId);
  // one institution and the session is in it: nothing to switch to. A group employee inside a
  // school (not one of the account's own institutions) can always go back to the group.
  if (!list || (list.total <= 1 && byKey.has(current))) return <span className="kg-switcher">{label}</span>;

  const items: MenuProps['items'] = list.tree.map((c) => ({
    type: 'group' as const,
    key: `category-${c.id}`,
    label: c.title,
    children: c.children.map((i) => ({ key: String(itemLoginId(i)), label: itemName(i) })),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          const item = byKey.get(key);
          if (item && key !== current) void enter(item).catch(() => undefined);
        },
      }}
    >
      <Button type="text" className="kg-switcher" title={t('shell.header.switchInstitution')} data-testid="institution-switcher">
        {label}
        {compact ? <SwapOutlined /> : <DownOutlined />}
      </Button>
    </Dropdown>
  );
}
