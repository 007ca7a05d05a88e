import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { SCHOOL_YEAR_RANGE } from '@kg/shared/modules/garden/terms';
import { App, Button, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type FieldOption, type SearchField, SearchForm } from '../../../widgets/index.ts';
import { currentSchoolYear, deleteTerm, TERM_ENDPOINTS, type TermRow } from './term-api.ts';
import { TermDialog } from './term-dialog.tsx';

/** Years offered: a few back for corrections, the next two for planning ahead. */
const YEARS_BACK = 5;
const YEARS_AHEAD = 2;

/** Term time settings: an autumn and a spring term per school year, no overlaps (the server checks). */
export default function GardenSemesterPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([G.termEdit]);
  const list = usePagedList(TERM_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<TermRow | null | undefined>(undefined);

  const yearOptions = useMemo((): FieldOption[] => {
    const now = currentSchoolYear();
    const from = Math.max(SCHOOL_YEAR_RANGE.min, now - YEARS_BACK);
    const to = Math.min(SCHOOL_YEAR_RANGE.max, now + YEARS_AHEAD);
    return Array.from({ length: to - from + 1 }, (_, i) => to - i).map((y) => ({
      value: y,
      label: t('terms.schoolYearName', { from: y, to: y + 1 }),
    }));
  }, [t]);
  const fields = useMemo(
    (): SearchField[] => [
      // the dialog's field is #schoolYear: the search field keeps another id
      { key: 'searchYear', label: t('terms.fields.schoolYear'), component: 'select', options: yearOptions },
    ],
    [t, yearOptions],
  );

  const remove = (row: TermRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteTerm(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<TermRow> = [
    {
      key: 'schoolYear',
      title: t('terms.fields.schoolYear'),
      render: (_, r) => t('terms.schoolYearName', { from: r.schoolYear, to: r.schoolYear + 1 }),
    },
    {
      key: 'name',
      title: t('terms.fields.termType'),
      render: (_, r) => (
        <>
          {r.name}
          {r.current && (
            <Tag color="green" style={{ marginLeft: 8 }}>
              {t('terms.current')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'startDate', title: t('terms.fields.startDate'), dataIndex: 'startDate' },
    { key: 'endDate', title: t('terms.fields.endDate'), dataIndex: 'endDate' },
    ...(canEdit ? [editDeleteColumn<TermRow>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('terms.title')}
      testId="garden-semester"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ schoolYear: v.searchYear })} loading={list.loading} />
      <PagedTable<TermRow> list={list} columns={columns} testId="garden-semester-table" />
      {editing !== undefined && (
        <TermDialog
          term={editing}
          yearOptions={yearOptions}
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
