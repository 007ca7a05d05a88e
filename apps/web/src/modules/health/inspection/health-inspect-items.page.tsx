import { PlusOutlined } from '@ant-design/icons';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { Button, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { enableItem, ITEM_ENDPOINTS as I, type ItemRow } from './inspect-api.ts';
import { ItemDialog } from './item-dialog.tsx';

/** The school's check items: what the checks look at, and the findings each may record. */
export default function HealthInspectItemsPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([H.inspectConfig]);
  const list = usePagedList(I.listData);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<ItemRow | null | undefined>(undefined);
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'itemName', label: t('healthInspect.items.name'), component: 'input', maxLength: 20 },
      {
        key: 'enabled',
        label: t('healthInspect.items.enabled'),
        component: 'select',
        options: [
          { value: 1, label: t('healthInspect.items.on') },
          { value: 0, label: t('healthInspect.items.off') },
        ],
      },
    ],
    [t],
  );
  const toggle = async (r: ItemRow, on: boolean) => {
    await enableItem(r.id, on);
    await afterSave({ text: t(on ? 'healthInspect.items.enabledNow' : 'healthInspect.items.disabledNow') });
  };
  const columns: TableColumnsType<ItemRow> = [
    {
      key: 'name',
      title: t('healthInspect.items.name'),
      // the name opens the item: on a phone the actions column lies beyond the edge
      render: (_, r) =>
        canEdit ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r)} data-testid="row-name">
            {r.name}
          </Button>
        ) : (
          r.name
        ),
    },
    { key: 'kind', title: t('healthInspect.items.kind'), render: (_, r) => <Tag>{t(`healthInspect.kinds.${r.kind}`)}</Tag> },
    {
      key: 'findings',
      title: t('healthInspect.items.findings'),
      responsive: ['sm'],
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.findings.map((f) => (
            <Tag key={f.name} title={t(`healthInspect.groups.${f.group}`)}>
              {f.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    { key: 'sort', title: t('healthInspect.items.sort'), dataIndex: 'sort', align: 'right', responsive: ['md'] },
    { key: 'updatedAt', title: t('healthInspect.items.updated'), render: (_, r) => dateTime(r.updatedAt, 'minute'), responsive: ['lg'] },
    {
      key: 'enabled',
      title: t('healthInspect.items.enabled'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!canEdit}
          data-testid="row-enabled"
          onChange={(on) => void toggle(r, on).catch(() => {})}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: ItemRow) => (
              <Button type="link" size="small" data-testid="row-edit" onClick={() => setEditing(r)}>
                {t('kit.actions.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageCard
      title={t('healthInspect.items.title')}
      testId="health-inspect-items"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.itemName, enabled: v.enabled })} loading={list.loading} />
      <PagedTable<ItemRow> list={list} columns={columns} testId="health-inspect-items-table" />
      {editing !== undefined && (
        <ItemDialog
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
