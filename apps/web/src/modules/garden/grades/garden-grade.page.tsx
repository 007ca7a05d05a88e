import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { deleteGrade, GRADE_ENDPOINTS, type GradeRow, levelLabel } from './grade-api.ts';
import { GradeDialog } from './grade-dialog.tsx';

/** Editing: a grade, or 'new' for the add dialog. */
type Editing = GradeRow | 'new' | null;

/** Grades of the school with their class and child counts; add/edit in a dialog, delete when empty. */
export default function GardenGradePage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const list = usePagedList(GRADE_ENDPOINTS.list);
  const afterSave = useAfterSave();
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = usePermission([G.gradeAdd]);
  const canUpdate = usePermission([G.gradeUpdate]);
  const canDelete = usePermission([G.gradeDelete]);

  // the search key differs from the dialog's `name` so the two inputs keep distinct ids
  const searchFields: SearchField[] = [{ key: 'gradeName', component: 'input', label: t('grades.searchName'), maxLength: 20 }];

  async function remove(row: GradeRow) {
    try {
      await deleteGrade(row.id);
      await afterSave({ text: t('kit.actions.deleted') });
    } catch {
      // the request layer showed the refusal (a grade with classes stays)
    }
  }

  const columns: TableColumnsType<GradeRow> = [
    { title: t('grades.columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('grades.columns.level'), dataIndex: 'level', key: 'level', render: (l: number) => levelLabel(l, en) },
    { title: t('grades.columns.sort'), dataIndex: 'sort', key: 'sort', align: 'right', render: (s: number) => s || '' },
    { title: t('grades.columns.clazzCount'), dataIndex: 'clazzCount', key: 'clazzCount', align: 'right' },
    { title: t('grades.columns.studentCount'), dataIndex: 'studentCount', key: 'studentCount', align: 'right' },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      title: t('kit.actions.operation'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canUpdate && (
            <Button type="link" size="small" data-testid="row-edit" onClick={() => setEditing(row)}>
              {t('kit.actions.edit')}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t('kit.actions.confirmDelete')}
              description={row.clazzCount > 0 ? t('grades.deleteHint') : undefined}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger data-testid="row-delete">
                {t('kit.actions.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <PageCard
      title={t('grades.title')}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing('new')}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={searchFields} loading={list.loading} onSearch={(f) => list.setFilters({ name: f.gradeName })} />
      <PagedTable<GradeRow> list={list} columns={columns} testId="garden-grade-table" />
      {editing && (
        <GradeDialog
          grade={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
