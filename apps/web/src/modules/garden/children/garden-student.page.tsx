import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { CHILD_IMPORT_LIMITS } from '@kg/shared/modules/garden/children';
import { TOP_GRADE_LEVEL } from '@kg/shared/modules/garden/grades';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, ImportDialog, PageCard, PagedTable, toOptions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useClassOptions, useGradeOptions } from '../garden-options.ts';
import { type ChildRow, STUDENT_ENDPOINTS as E, STUDENT_FILE_ENDPOINTS as F } from './child-api.ts';
import { RowAction, useChildColumns } from './child-columns.tsx';
import { useChildFormat } from './child-format.ts';
import { useChildActions } from './use-child-actions.tsx';

/** /garden/student/index: the children in school, searchable, with add, import, export, leave school and graduation. */
export default function GardenStudentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const fmt = useChildFormat();
  const list = usePagedList(E.list);
  const classes = useClassOptions();
  const grades = useGradeOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const can = {
    add: usePermission([G.studentAdd]),
    update: usePermission([G.studentUpdate]),
    remove: usePermission([G.studentDelete]),
    graduate: usePermission([G.studentGraduate, G.clazzGraduate]),
    import: usePermission([G.studentImport]),
    export: usePermission([G.studentExport]),
  };
  const actions = useChildActions(() => setSelected([]));

  // only children of the top grade graduate; other rows get no graduate action
  const topClasses = useMemo(
    () => new Set((classes.data ?? []).filter((c) => c.level >= TOP_GRADE_LEVEL).map((c) => c.id)),
    [classes.data],
  );

  const searchFields: SearchField[] = [
    { key: 'name', label: t('children.fields.name'), component: 'input', maxLength: 20 },
    { key: 'gradeId', label: t('children.fields.grade'), component: 'select', options: toOptions(grades.data) },
    { key: 'clazzId', label: t('children.fields.clazz'), component: 'select', options: toOptions(classes.data) },
    { key: 'gender', label: t('children.fields.gender'), component: 'select', options: fmt.genderOptions },
    { key: 'guardianPhone', label: t('children.fields.guardianPhone'), component: 'input', maxLength: 11 },
    { key: 'studentNo', label: t('children.fields.studentNo'), component: 'input', maxLength: 20 },
  ];

  const columns = useChildColumns((r) => [
    <RowAction key="view" verb="view" label={t('kit.actions.view')} onClick={() => navigate(`/garden/student/info?id=${r.id}`)} />,
    can.update && (
      <RowAction key="edit" verb="edit" label={t('kit.actions.edit')} onClick={() => navigate(`/garden/student/edit?id=${r.id}`)} />
    ),
    can.graduate && r.clazzId !== null && topClasses.has(r.clazzId) && (
      <RowAction key="graduate" verb="graduate" label={t('children.actions.graduate')} onClick={() => actions.graduate(r.id, r.name)} />
    ),
    can.remove && (
      <RowAction key="delete" verb="delete" danger label={t('children.actions.remove')} onClick={() => actions.remove([r.id], r.name)} />
    ),
  ]);

  const batch = can.remove || can.graduate;
  const toolbar = [
    can.add && (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/garden/student/add')} data-testid="add">
        {t('kit.actions.add')}
      </Button>
    ),
    can.import && (
      <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="import">
        {t('kit.actions.import')}
      </Button>
    ),
    can.export && <ExportButton key="export" url={F.export.path} filters={list.filters} />,
    can.graduate && (
      <Button key="batch-graduate" disabled={!selected.length} onClick={() => actions.graduateMany(selected)} data-testid="batch-graduate">
        {t('children.actions.batchGraduate')}
      </Button>
    ),
    can.remove && (
      <Button key="batch-delete" danger disabled={!selected.length} onClick={() => actions.remove(selected)} data-testid="batch-delete">
        {t('children.actions.batchRemove')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <PageCard title={t('children.listTitle')} extra={toolbar.length ? toolbar : undefined} testId="garden-student">
      <SearchForm
        fields={searchFields}
        onSearch={(f) => {
          setSelected([]);
          list.setFilters(f);
        }}
        loading={list.loading}
      />
      <PagedTable<ChildRow>
        list={list}
        columns={columns}
        rowSelection={batch ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        testId="garden-student-table"
        onPageChange={() => setSelected([])}
      />
      <ImportDialog
        maxBytes={CHILD_IMPORT_LIMITS.maxBytes}
        open={importing}
        title={t('children.importTitle')}
        templateUrl={F.template.path}
        uploadUrl={F.upload.path}
        reportUrl={F.report.path}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void afterSave({ text: t('kit.import.done', { count }) });
        }}
      />
      {actions.dialogs}
    </PageCard>
  );
}
