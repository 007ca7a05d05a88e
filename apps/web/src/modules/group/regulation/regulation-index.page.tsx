import { PlusOutlined } from '@ant-design/icons';
import { App, Badge, Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, PageCard, PagedTable, RowActions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { REGULATION_ENDPOINTS as E, setUnitDisabled, type Unit } from './regulation-api.ts';

/** /group/organizational/regulation/index: the authority's units; add, edit, disable or enable one. */
export default function RegulationIndexPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const list = usePagedList(E.units);
  const f = (k: string) => t(`regulationConsole.units.fields.${k}`);

  const toggle = (u: Unit) => {
    const run = async () => {
      try {
        await setUnitDisabled(u.id, !u.disabled);
        await afterSave({ text: t(u.disabled ? 'regulationConsole.units.enabled' : 'regulationConsole.units.disabled') });
      } catch {
        // the request layer showed why
      }
    };
    if (u.disabled) return run();
    modal.confirm({
      title: t('regulationConsole.units.disable'),
      content: t('regulationConsole.units.disableConfirm', { name: u.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  const columns: TableColumnsType<Unit> = [
    { key: 'name', title: f('name'), dataIndex: 'name' },
    { key: 'contactName', title: f('contactName'), render: (_, u) => u.contactName ?? t('kit.empty') },
    { key: 'contactPhone', title: f('contactPhone'), render: (_, u) => u.contactPhone ?? t('kit.empty'), responsive: ['sm'] },
    { key: 'schoolCount', title: f('schoolCount'), dataIndex: 'schoolCount', align: 'right' },
    {
      key: 'status',
      title: f('status'),
      render: (_, u) => (
        <Badge status={u.disabled ? 'default' : 'success'} text={t(`regulationConsole.units.states.${u.disabled ? 'off' : 'on'}`)} />
      ),
    },
    { key: 'address', title: f('address'), render: (_, u) => u.address ?? t('kit.empty'), responsive: ['lg'] },
    { key: 'createdAt', title: f('createdAt'), render: (_, u) => dateTime(u.createdAt), responsive: ['lg'] },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, u) => (
        <RowActions>
          <Button type="link" size="small" data-testid="edit" onClick={() => navigate(`/group/organizational/regulation/edit?id=${u.id}`)}>
            {t('kit.actions.edit')}
          </Button>
          <Button type="link" size="small" danger={!u.disabled} data-testid="toggle" onClick={() => toggle(u)}>
            {t(u.disabled ? 'regulationConsole.units.enable' : 'regulationConsole.units.disable')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <PageCard
      title={t('regulationConsole.units.title')}
      testId="regulation-index"
      extra={
        <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate('/group/organizational/regulation/add')}>
          {t('regulationConsole.units.add')}
        </Button>
      }
    >
      <SearchForm
        loading={list.loading}
        fields={[
          {
            key: 'name',
            label: t('regulationConsole.units.search'),
            component: 'input',
            maxLength: 50,
            placeholder: t('regulationConsole.units.searchPlaceholder'),
          },
        ]}
        onSearch={(v) => list.setFilters({ name: v.name })}
      />
      <PagedTable<Unit> list={list} columns={columns} testId="regulation-index-table" />
    </PageCard>
  );
}
