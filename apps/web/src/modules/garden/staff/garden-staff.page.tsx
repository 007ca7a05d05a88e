import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { TEACHER_IMPORT_MAX_BYTES } from '@kg/shared/modules/garden/staff-files';
import { Button, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton, ImportDialog, PageCard, PagedTable, toOptions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { usePositionOptions } from '../garden-options.ts';
import { STAFF_ENDPOINTS as E, STAFF_FILE_ENDPOINTS as F, STAFF_PAGES, type StaffRow } from './staff-api.ts';
import { useStaffColumns } from './staff-columns.tsx';
import { useStaffFormat } from './staff-format.ts';
import { StatusChangeDialog, type StatusChangeKind } from './status-change-dialog.tsx';

type Mode = 'active' | 'departed';

/** Staff list: active staff with search, import and export; departed staff with re-entry. */
export default function GardenStaffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const f = useStaffFormat();
  const positions = usePositionOptions();
  const [mode, setMode] = useState<Mode>('active');
  const [importing, setImporting] = useState(false);
  const [change, setChange] = useState<{ row: StaffRow; kind: StatusChangeKind } | null>(null);
  const active = usePagedList(E.list, {}, { enabled: mode === 'active' });
  const departed = usePagedList(E.departed, {}, { enabled: mode === 'departed' });
  const list = mode === 'active' ? active : departed;
  const can = {
    add: usePermission([G.teacherAdd]),
    import: usePermission([G.teacherImport]),
    export: usePermission([G.teacherExport]),
  };
  const columns = useStaffColumns(f, mode === 'departed', (row, kind) => setChange({ row, kind }));

  const fields = useMemo((): SearchField[] => {
    const base: SearchField[] = [
      { key: 'realName', label: t('staff.fields.realName'), component: 'input', maxLength: 20 },
      { key: 'mobile', label: t('staff.fields.mobile'), component: 'input', maxLength: 11 },
    ];
    if (mode === 'departed') return base;
    return [
      ...base,
      { key: 'postType', label: t('staff.fields.postType'), component: 'select', options: f.postTypeOptions },
      { key: 'positionId', label: t('staff.fields.positions'), component: 'select', options: toOptions(positions.data) },
    ];
  }, [t, mode, f, positions.data]);

  const toolbar = mode === 'active' && (
    <Space wrap>
      {can.add && (
        <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate(STAFF_PAGES.add)}>
          {t('kit.actions.add')}
        </Button>
      )}
      {can.import && (
        <Button icon={<ImportOutlined />} data-testid="import" onClick={() => setImporting(true)}>
          {t('kit.actions.import')}
        </Button>
      )}
      {can.export && <ExportButton url={F.export.path} filters={active.filters} />}
    </Space>
  );

  return (
    <PageCard title={t('staff.title')} extra={toolbar} testId="garden-staff">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'active', label: t('staff.status.active') },
          { value: 'departed', label: t('staff.status.departed') },
        ]}
        data-testid="staff-status"
        style={{ marginBottom: 16 }}
      />
      {/* keyed by mode: each list keeps its own filters */}
      <SearchForm key={mode} fields={fields} initialData={list.filters} onSearch={list.setFilters} loading={list.loading} />
      <PagedTable<StaffRow> list={list} columns={columns} testId="garden-staff-table" />
      <ImportDialog
        open={importing}
        maxBytes={TEACHER_IMPORT_MAX_BYTES}
        title={t('staff.importTitle')}
        templateUrl={F.importTemplate.path}
        uploadUrl={F.importUpload.path}
        reportUrl={F.importReport.path}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void afterSave({ text: t('kit.import.done', { count }) });
        }}
      />
      <StatusChangeDialog
        target={change}
        onClose={() => setChange(null)}
        onDone={(kind) => {
          setChange(null);
          void afterSave({ text: t(`staff.${kind}.done`) });
        }}
      />
    </PageCard>
  );
}
