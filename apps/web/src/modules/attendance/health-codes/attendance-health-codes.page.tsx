import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type Entry, SearchForm } from '../../../widgets/index.ts';
import { CountTiles } from './count-tiles.tsx';
import { entryColumns } from './entry-columns.tsx';
import { type ChildStatusRow, HEALTH_CODES_ENDPOINTS as E, fortnightTo, recordChildren, today } from './health-codes-api.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { statusFields } from './status-fields.ts';

/** /attendance/healthCode/child: the children's codes of a day (a teacher: her classes), counts and trend, entry and import. */
export default function AttendanceHealthCodesPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.healthCodesEdit]);
  const initial = useMemo(() => ({ day: today() }), []);
  const list = usePagedList(E.childList, initial);
  const day = String(list.filters.day ?? initial.day);
  const clazzId = list.filters.clazzId ? Number(list.filters.clazzId) : undefined;
  const classes = useCall('options', E.clazzList, { day });
  const stats = useCall('detail', E.childStatistics, { day, ...fortnightTo(day), ...(clazzId ? { clazzId } : {}) });
  const [selected, setSelected] = useState<ChildStatusRow[]>([]);
  const [recording, setRecording] = useState<ChildStatusRow[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<ChildStatusRow | null>(null);
  const history = useCall('detail', E.childHistory, { studentId: open?.studentId ?? 0, pageSize: 20 }, { enabled: open !== null });

  const fields = [
    ...statusFields(t),
    {
      key: 'clazzId',
      label: t('attendanceHealthCodes.fields.clazz'),
      component: 'select' as const,
      options: (classes.data ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName })),
    },
  ];
  const columns: TableColumnsType<ChildStatusRow> = [
    {
      key: 'studentName',
      title: t('attendanceHealthCodes.fields.name'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => setOpen(r)}>
          {r.studentName}
        </Typography.Link>
      ),
    },
    { key: 'clazzName', title: t('attendanceHealthCodes.fields.clazz'), dataIndex: 'clazzName' },
    ...entryColumns<ChildStatusRow>(t),
    ...(canEdit
      ? [
          {
            key: 'record',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: ChildStatusRow) => (
              <Button type="link" size="small" data-testid="row-record" onClick={() => setRecording([r])}>
                {t('attendanceHealthCodes.record.action')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const saved = (count: number) => {
    setRecording(null);
    setSelected([]);
    void afterSave({ text: t('attendanceHealthCodes.record.saved', { count }) });
  };
  const search = (f: Entry) => list.setFilters({ ...f, day: f.day || initial.day });
  return (
    <PageCard
      title={t('attendanceHealthCodes.child.title')}
      testId="attendance-health-codes"
      extra={
        canEdit && (
          <>
            <Button
              icon={<EditOutlined />}
              disabled={selected.length === 0}
              data-testid="record-selected"
              onClick={() => setRecording(selected)}
            >
              {t('attendanceHealthCodes.record.selected', { count: selected.length })}
            </Button>
            <Button icon={<UploadOutlined />} data-testid="import" onClick={() => setImporting(true)}>
              {t('attendanceHealthCodes.import')}
            </Button>
          </>
        )
      }
    >
      <SearchForm fields={fields} initialData={initial} onSearch={search} loading={list.loading} />
      <CountTiles counts={stats.data?.counts} trend={stats.data?.trend} />
      <PagedTable<ChildStatusRow>
        list={list}
        columns={columns}
        rowKey="studentId"
        testId="attendance-health-codes-table"
        rowSelection={
          canEdit ? { selectedRowKeys: selected.map((r) => r.studentId), onChange: (_k, rows) => setSelected(rows) } : undefined
        }
      />
      {recording && (
        <RecordDialog
          names={recording.map((r) => r.studentName)}
          day={day}
          save={(v) =>
            recordChildren(
              recording.map((r) => r.studentId),
              v,
            )
          }
          onClose={() => setRecording(null)}
          onSaved={saved}
        />
      )}
      <ImportDialog
        open={importing}
        title={t('attendanceHealthCodes.importChildren')}
        templateUrl={`${E.childTemplate.path}?day=${day}`}
        uploadUrl={E.childImport.path}
        reportUrl={E.importReport.path}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void afterSave({ text: t('kit.import.done', { count }) });
        }}
      />
      {open && (
        <HistoryDialog name={open.studentName} rows={history.data?.list} loading={history.isFetching} onClose={() => setOpen(null)} />
      )}
    </PageCard>
  );
}
