import { UNIT_SCOPES } from '@kg/shared/modules/group/regulation';
import { Select, Switch, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { REGULATION_ENDPOINTS as E, type Staff, saveStaffScope } from './regulation-api.ts';

/** /group/organizational/regulation/permission: what each staff member may see; a change saves at once. */
export default function RegulationPermissionPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const list = usePagedList(E.staff);
  const f = (k: string) => t(`regulationConsole.permission.fields.${k}`);

  const change = async (s: Staff, patch: Partial<Pick<Staff, 'allowEntry' | 'allowReports' | 'unitScope'>>) => {
    try {
      await saveStaffScope({
        memberId: s.memberId,
        allowEntry: s.allowEntry,
        allowReports: s.allowReports,
        unitScope: s.unitScope,
        ...patch,
      });
      await afterSave({ text: t('regulationConsole.permission.saved') });
    } catch {
      // the request layer showed why
    }
  };

  /** A yes/no right of a staff member, changed in place (an administrator's stay fixed). */
  const switchColumn = (key: 'allowEntry' | 'allowReports', testId: string) => ({
    key,
    title: f(key),
    render: (_: unknown, s: Staff) => (
      <Switch size="small" checked={s[key]} disabled={s.isAdmin} data-testid={testId} onChange={(v) => change(s, { [key]: v })} />
    ),
  });

  const columns: TableColumnsType<Staff> = [
    {
      key: 'name',
      title: f('name'),
      render: (_, s) => (
        <>
          {s.realName}
          {s.isAdmin && (
            <Tag color="blue" style={{ marginLeft: 8 }} title={t('regulationConsole.permission.admin')}>
              {t('regulationConsole.permission.adminTag')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'phone', title: f('phone'), dataIndex: 'phone', responsive: ['md'] },
    switchColumn('allowEntry', 'allow-entry'),
    switchColumn('allowReports', 'allow-reports'),
    {
      key: 'unitScope',
      title: f('unitScope'),
      render: (_, s) => (
        <Select
          size="small"
          value={s.unitScope}
          disabled={s.isAdmin}
          style={{ minWidth: 160 }}
          data-testid="unit-scope"
          options={UNIT_SCOPES.map((u) => ({ value: u, label: t(`regulationConsole.permission.scopes.${u}`) }))}
          onChange={(unitScope) => change(s, { unitScope })}
        />
      ),
    },
  ];

  return (
    <PageCard title={t('regulationConsole.permission.title')} testId="regulation-permission">
      <SearchForm
        loading={list.loading}
        fields={[
          {
            key: 'name',
            label: f('name'),
            component: 'input',
            maxLength: 20,
            placeholder: t('regulationConsole.permission.searchPlaceholder'),
          },
        ]}
        onSearch={(v) => list.setFilters({ name: v.name })}
      />
      <PagedTable<Staff> list={list} columns={columns} rowKey="memberId" testId="regulation-permission-table" />
    </PageCard>
  );
}
