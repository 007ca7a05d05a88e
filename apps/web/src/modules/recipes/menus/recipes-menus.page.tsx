import { PlusOutlined } from '@ant-design/icons';
import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { addDays, mondayOf } from '@kg/shared/modules/recipes/menu-shapes';
import { todayChina } from '@kg/shared/time/china';
import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, PageCard, PagedTable, useAfterSave, usePagedList, useRouteTitle } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { copyWeek, deleteWeek, MENU_ENDPOINTS as E, editPath, publishWeek, reportPath, type WeekRow } from './menu-api.ts';
import { WeekDialog } from './week-dialog.tsx';

/** The school's weeks, newest first: open, copy, publish, delete a draft, read its nutrient report. */
export default function RecipesMenusPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.menuManage]);
  const list = usePagedList(E.page);
  // the week being copied (a row) or a new week (null); undefined: closed
  const [picking, setPicking] = useState<WeekRow | null | undefined>(undefined);
  const nextMonday = addDays(mondayOf(todayChina()), 7);

  const publish = (r: WeekRow) =>
    modal.confirm({
      title: t('recipesMenus.publishConfirm', { week: r.weekStart }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { notified } = await publishWeek(r.id);
          await afterSave({ text: t('recipesMenus.published', { count: notified }) });
        } catch {
          // the request layer showed why
        }
      },
    });
  const remove = (r: WeekRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: r.weekStart,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteWeek(r.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<WeekRow> = [
    {
      key: 'week',
      title: t('recipesMenus.fields.week'),
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(editPath({ id: r.id }))}>
          {`${r.weekStart} ~ ${addDays(r.weekStart, 4)}`}
        </Button>
      ),
    },
    { key: 'title', title: t('recipesMenus.fields.title'), dataIndex: 'title', responsive: ['md'] },
    {
      key: 'state',
      title: t('recipesMenus.fields.state'),
      render: (_, r) => (r.publishedAt ? <Tag color="green">{t('recipesMenus.isPublished')}</Tag> : <Tag>{t('recipesMenus.draft')}</Tag>),
    },
    { key: 'dishes', title: t('recipesMenus.fields.dishes'), dataIndex: 'dishes', responsive: ['sm'] },
    { key: 'days', title: t('recipesMenus.fields.days'), dataIndex: 'days', responsive: ['sm'] },
    { key: 'updatedAt', title: t('recipesMenus.fields.updatedAt'), render: (_, r) => dateTime(r.updatedAt), responsive: ['lg'] },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => navigate(reportPath(r.id))}>
            {t('recipesMenus.report')}
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setPicking(r)}>
              {t('recipesMenus.copyFrom')}
            </Button>
          )}
          {canEdit && !r.publishedAt && (
            <Button type="link" size="small" onClick={() => publish(r)} disabled={r.dishes === 0}>
              {t('recipesMenus.publish')}
            </Button>
          )}
          {canEdit && !r.publishedAt && (
            <Button type="link" size="small" danger onClick={() => remove(r)}>
              {t('kit.actions.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={title}
      testId="recipes-menus"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setPicking(null)}>
            {t('recipesMenus.newWeek')}
          </Button>
        )
      }
    >
      <ReferenceNotice dataset="food" />
      <PagedTable<WeekRow> list={list} columns={columns} testId="recipes-menus-table" />
      {picking !== undefined && (
        <WeekDialog
          title={picking ? t('recipesMenus.copyTo') : t('recipesMenus.pickMonday')}
          initial={nextMonday}
          onClose={() => setPicking(undefined)}
          onPick={async (weekStart) => {
            if (!picking) return navigate(editPath({ weekStart }));
            const { id } = await copyWeek(picking.id, weekStart);
            void message.success(t('kit.actions.saved'));
            await navigate(editPath({ id }));
          }}
        />
      )}
    </PageCard>
  );
}
