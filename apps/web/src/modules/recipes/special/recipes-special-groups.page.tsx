import { PlusOutlined } from '@ant-design/icons';
import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { AvoidTags } from './avoid-tags.tsx';
import { CandidatesDialog } from './candidates-dialog.tsx';
import { GroupDialog } from './group-dialog.tsx';
import { deleteGroup, SPECIAL_ENDPOINTS as E, type GroupRow } from './special-api.ts';

/** Special-meal groups: what each must not eat (allergens, food categories, keywords) and how many children it holds. */
export default function RecipesSpecialGroupsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.specialManage]);
  const list = usePagedList(E.groupList);
  const [editing, setEditing] = useState<GroupRow | null | undefined>(undefined);
  const [adding, setAdding] = useState<GroupRow | null>(null);
  const fields = useMemo(
    (): SearchField[] => [{ key: 'name', label: t('recipesDishes.group.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const remove = (row: GroupRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: t('recipesDishes.group.deleteHint', { name: row.name, count: row.children }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteGroup(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<GroupRow> = [
    { key: 'name', title: t('recipesDishes.group.name'), dataIndex: 'name' },
    { key: 'reason', title: t('recipesDishes.group.reason'), render: (_, r) => t(`recipesDishes.reasons.${r.reason}`) },
    { key: 'avoid', title: t('recipesDishes.group.avoid'), render: (_, r) => <AvoidTags {...r} /> },
    { key: 'children', title: t('recipesDishes.group.children'), dataIndex: 'children', align: 'right' },
    { key: 'notes', title: t('recipesDishes.group.notes'), render: (_, r) => r.notes ?? '', ellipsis: true, responsive: ['lg'] },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: GroupRow) => (
              <Space size={4} wrap>
                <Button type="link" size="small" onClick={() => setAdding(r)} disabled={!r.allergenIds.length}>
                  {t('recipesDishes.group.candidates')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  {t('kit.actions.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(r)}>
                  {t('kit.actions.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard
      title={t('recipesDishes.group.title')}
      testId="recipes-special-groups"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.name })} loading={list.loading} />
      {/* a group row counts its children: not a tree */}
      <PagedTable<GroupRow> list={list} columns={columns} testId="recipes-special-groups-table" childrenColumnName="nestedRows" />
      {editing !== undefined && <GroupDialog group={editing} onClose={() => setEditing(undefined)} />}
      {adding && <CandidatesDialog group={adding} onClose={() => setAdding(null)} />}
    </PageCard>
  );
}
