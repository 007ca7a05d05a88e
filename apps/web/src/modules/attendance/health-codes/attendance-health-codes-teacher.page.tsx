import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, PageCard, PagedTable, useAfterSave, useCall, usePagedList } from '../../../kit/index.ts';
import { type Entry, SearchForm } from '../../../widgets/index.ts';
import { CountTiles } from './count-tiles.tsx';
import { entryColumns } from './entry-columns.tsx';
import { HEALTH_CODES_ENDPOINTS as E, fortnightTo, recordStaff, type StaffStatusRow, today } from './health-codes-api.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { statusFields } from './status-fields.ts';

/** /attendance/healthCode/teacher: the staff's codes of a day, counts and trend, entry and import (the page needs the edit code). */
export default function AttendanceHealthCodesTeacherPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const initial = useMemo(() => ({ day: today() }), []);
  const list = usePagedList(E.staffList, initial);
  const day = String(list.filters.day ?? initial.day);
  const stats = useCall('detail', E.staffStatistics, { day, ...fortnightTo(day) });
  const [selected, setSelected] = useState<StaffStatusRow[]>([]);
  const [recording, setRecording] = useState<StaffStatusRow[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<StaffStatusRow | null>(null);
  const history = useCall('detail', E.staffHistory, { memberId: open?.memberId ?? 0, pageSize: 20 }, { enabled: open !== null });

  const columns: TableColumnsType<StaffStatusRow> = [
    {
      key: 'realName',
      title: t('attendanceHealthCodes.fields.name'),
      render: (_, r) => (
        <Typography.Link data-testid="row-name" onClick={() => setOpen(r)}>
          {r.realName}
        </Typography.Link>
      ),
    },
    ...entryColumns<StaffStatusRow>(t),
    {
      key: 'record',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <Button type="link" size="small" data-testid="row-record" onClick={() => setRecording([r])}>
          {t('attendanceHealthCodes.record.action')}
        </Button>
      ),
    },
  ];
  const search = (f: Entry) => list.setFilters({ ...f, day: f.day || initial.day });
  return (
    <PageCard
      title={t('attendanceHealthCodes.teacher.title')}
      testId="attendance-health-codes-teacher"
      extra={
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
      }
    >
      <SearchForm fields={statusFields(t)} initialData={initial} onSearch={search} loading={list.loading} />
      <CountTiles counts={stats.data?.counts} trend={stats.data?.trend} />
      <PagedTable<StaffStatusRow>
        list={list}
        columns={columns}
        rowKey="memberId"
        testId="attendance-health-codes-teacher-table"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.memberId), onChange: (_k, rows) => setSelected(rows) }}
      />
      {recording && (
        <RecordDialog
          names={recording.map((r) => r.realName)}
          day={day}
          save={(v) =>
            recordStaff(
              recording.map((r) => r.memberId),
              v,
            )
          }
          onClose={() => setRecording(null)}
          onSaved={(count) => {
            setRecording(null);
            setSelected([]);
            void afterSave({ text: t('attendanceHealthCodes.record.saved', { count }) });
          }}
        />
      )}
      <ImportDialog
        open={importing}
        title={t('attendanceHealthCodes.importStaff')}
        templateUrl={`${E.staffTemplate.path}?day=${day}`}
        uploadUrl={E.staffImport.path}
        reportUrl={E.importReport.path}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          void afterSave({ text: t('kit.import.done', { count }) });
        }}
      />
      {open && <HistoryDialog name={open.realName} rows={history.data?.list} loading={history.isFetching} onClose={() => setOpen(null)} />}
    </PageCard>
  );
}
