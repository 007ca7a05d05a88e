import { PlusOutlined } from '@ant-design/icons';
import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import type { DishDetail } from '@kg/shared/modules/recipes/dish-shapes';
import { DISH_KINDS } from '@kg/shared/modules/recipes/meals';
import { App, Button, Image, Switch, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList, useRouteTitle } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { type DishRow, deleteDish, DISH_ENDPOINTS as E, showDish } from './dish-api.ts';
import { DishDialog } from './dish-dialog.tsx';
import { DishDrawer } from './dish-drawer.tsx';

/** The school's dish library: foods with grams per child, photos, show/hide, and the special-meal groups each dish warns. */
export default function RecipesDishesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.dishManage]);
  const list = usePagedList(E.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<DishDetail | null | undefined>(undefined);
  const [viewing, setViewing] = useState<DishDetail | null>(null);
  const open = async (id: number, then: (d: DishDetail) => void) => then((await call(E.detail, { id })) as DishDetail);

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'name', label: t('recipesDishes.fields.name'), component: 'input', maxLength: 30 },
      {
        key: 'kind',
        label: t('recipesDishes.fields.kind'),
        component: 'select',
        options: DISH_KINDS.map((k) => ({ value: k, label: t(`recipesDishes.kinds.${k}`) })),
      },
      {
        key: 'shown',
        label: t('recipesDishes.fields.shown'),
        component: 'select',
        options: [
          { value: 'true', label: t('recipesDishes.shown') },
          { value: 'false', label: t('recipesDishes.hidden') },
        ],
      },
    ],
    [t],
  );

  const remove = (row: DishRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.menus > 0 ? t('recipesDishes.onMenus', { count: row.menus }) : row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, disabled: row.menus > 0 },
      onOk: async () => {
        try {
          await deleteDish(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<DishRow> = [
    {
      key: 'cover',
      title: t('recipesDishes.fields.cover'),
      width: 64,
      responsive: ['sm'],
      render: (_, r) =>
        r.cover ? (
          <Image width={40} height={40} style={{ objectFit: 'cover' }} src={r.cover.thumbnailUrl} preview={{ src: r.cover.url }} />
        ) : null,
    },
    {
      key: 'name',
      title: t('recipesDishes.fields.name'),
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void open(r.id, setViewing)}>
          {r.name}
        </Button>
      ),
    },
    { key: 'kind', title: t('recipesDishes.fields.kind'), render: (_, r) => t(`recipesDishes.kinds.${r.kind}`) },
    {
      key: 'foods',
      title: t('recipesDishes.fields.ingredients'),
      render: (_, r) => joinList(r.foods),
      ellipsis: true,
      responsive: ['md'],
    },
    {
      key: 'warnings',
      title: t('recipesDishes.fields.warnings'),
      render: (_, r) =>
        r.warnings.map((w) => (
          <Tooltip key={w.groupId} title={t('recipesDishes.warning', { group: w.groupName, count: w.children, foods: joinList(w.foods) })}>
            <Tag color="orange">{w.groupName}</Tag>
          </Tooltip>
        )),
    },
    {
      key: 'shown',
      title: t('recipesDishes.fields.shown'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.shown}
          disabled={!canEdit}
          aria-label={t('recipesDishes.fields.shown')}
          onChange={async (v) => {
            await showDish(r.id, v);
            await afterSave();
          }}
        />
      ),
    },
    ...(canEdit ? [editDeleteColumn<DishRow>(t, (r) => void open(r.id, setEditing), remove)] : []),
  ];

  return (
    <PageCard
      title={title}
      testId="recipes-dishes"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <ReferenceNotice dataset="food" />
      <SearchForm
        fields={fields}
        onSearch={(v) => list.setFilters({ name: v.name, kind: v.kind, shown: v.shown })}
        loading={list.loading}
      />
      <PagedTable<DishRow> list={list} columns={columns} testId="recipes-dishes-table" />
      {editing !== undefined && <DishDialog dish={editing} onClose={() => setEditing(undefined)} />}
      <DishDrawer dish={viewing} onClose={() => setViewing(null)} />
    </PageCard>
  );
}
