import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { deleteSpan, CALENDAR_ENDPOINTS as E, type SpanInput, type SpanRow } from './calendar-api.ts';
import { SpanDialog } from './span-dialog.tsx';

/** The school's closures and open days, latest first, with add, edit and delete for who may edit. */
export function CalendarSpans({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const list = usePagedList(E.spans);
  // undefined: closed
  const [editing, setEditing] = useState<SpanRow | { kind: SpanInput['kind'] } | undefined>(undefined);

  const remove = (row: SpanRow) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: `${row.firstDay} ${row.reason}`,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteSpan(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<SpanRow> = [
    {
      key: 'kind',
      title: t('attendanceCalendar.fields.kind'),
      render: (_, r) => <Tag color={r.kind === 'open' ? 'blue' : 'orange'}>{t(`attendanceCalendar.kinds.${r.kind}`)}</Tag>,
    },
    {
      key: 'days',
      title: t('attendanceCalendar.fields.days'),
      render: (_, r) => (r.firstDay === r.lastDay ? r.firstDay : `${r.firstDay} – ${r.lastDay}`),
    },
    { key: 'reason', title: t('attendanceCalendar.fields.reason'), dataIndex: 'reason', ellipsis: true },
    ...(canEdit ? [editDeleteColumn<SpanRow>(t, setEditing, remove)] : []),
  ];

  return (
    <div data-testid="calendar-spans">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('attendanceCalendar.spans.title')}
        </Typography.Title>
        {canEdit && (
          <>
            <Button icon={<PlusOutlined />} data-testid="add-closure" onClick={() => setEditing({ kind: 'closure' })}>
              {t('attendanceCalendar.spans.addClosure')}
            </Button>
            <Button icon={<PlusOutlined />} data-testid="add-open" onClick={() => setEditing({ kind: 'open' })}>
              {t('attendanceCalendar.spans.addOpen')}
            </Button>
          </>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('attendanceCalendar.spans.help')}</Typography.Paragraph>
      <PagedTable<SpanRow> list={list} columns={columns} testId="calendar-span-table" />
      {editing !== undefined && (
        <SpanDialog
          span={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void afterSave();
          }}
        />
      )}
    </div>
  );
}
