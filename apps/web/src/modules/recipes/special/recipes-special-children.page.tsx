import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { AvoidTags } from './avoid-tags.tsx';
import { SPECIAL_ENDPOINTS as E, removeChild, type SpecialChildRow } from './special-api.ts';

/** Children in special-meal groups (masked names): their group, what it must not eat and the child's own food allergies. */
export default function RecipesSpecialChildrenPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.specialManage]);
  const list = usePagedList(E.studentList);
  const groups = useCall('options', E.groupOptions, {});
  const en = i18n.language.startsWith('en');
  const fields = useMemo(
    (): SearchField[] => [
      {
        key: 'groupId',
        label: t('recipesDishes.group.name'),
        component: 'select',
        options: (groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
      },
      { key: 'name', label: t('recipesDishes.child.name'), component: 'input', maxLength: 20 },
    ],
    [t, groups.data],
  );

  const remove = (row: SpecialChildRow) =>
    modal.confirm({
      title: t('recipesDishes.child.removeTitle'),
      content: t('recipesDishes.child.removeHint', { name: row.name, group: row.groupName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await removeChild(row.groupId, row.studentId);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<SpecialChildRow> = [
    { key: 'name', title: t('recipesDishes.child.name'), dataIndex: 'name' },
    { key: 'clazz', title: t('recipesDishes.child.clazz'), render: (_, r) => r.clazzName ?? '' },
    { key: 'group', title: t('recipesDishes.group.name'), dataIndex: 'groupName' },
    { key: 'avoid', title: t('recipesDishes.group.avoid'), render: (_, r) => <AvoidTags {...r.avoid} />, responsive: ['md'] },
    {
      key: 'allergies',
      title: t('recipesDishes.child.allergies'),
      render: (_, r) => joinList(r.allergies.map((a) => (en ? (a.nameEn ?? a.name) : a.name))),
      responsive: ['md'],
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: SpecialChildRow) => (
              <Button type="link" size="small" danger onClick={() => remove(r)}>
                {t('recipesDishes.child.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard title={t('recipesDishes.child.title')} testId="recipes-special-children">
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ groupId: v.groupId, name: v.name })} loading={list.loading} />
      <PagedTable<SpecialChildRow>
        list={list}
        columns={columns}
        testId="recipes-special-children-table"
        rowKey={(r) => `${r.groupId}-${r.studentId}`}
      />
    </PageCard>
  );
}
