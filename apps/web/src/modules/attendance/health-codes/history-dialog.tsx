import { Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import { ColorTag } from './color-tag.tsx';
import type { HistoryRow } from './health-codes-api.ts';

/** A person's entries, latest day first; the entry that counts for its day is marked, the others are its history. */
export function HistoryDialog({
  name,
  rows,
  loading,
  onClose,
}: {
  name: string;
  rows?: HistoryRow[];
  loading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<HistoryRow> = [
    { key: 'day', title: t('attendanceHealthCodes.fields.day'), dataIndex: 'day' },
    {
      key: 'color',
      title: t('attendanceHealthCodes.fields.color'),
      render: (_, r) => (
        <>
          <ColorTag color={r.color} />
          {r.current && <Tag data-testid="current">{t('attendanceHealthCodes.history.current')}</Tag>}
        </>
      ),
    },
    { key: 'note', title: t('attendanceHealthCodes.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    {
      key: 'source',
      title: t('attendanceHealthCodes.fields.source'),
      render: (_, r) => t(`attendanceHealthCodes.sources.${r.source}`),
      responsive: ['sm'],
    },
    {
      key: 'entered',
      title: t('attendanceHealthCodes.fields.entered'),
      render: (_, r) => `${r.enteredBy ?? ''} ${dateTime(r.enteredAt)}`.trim(),
      responsive: ['md'],
    },
  ];
  return (
    <Modal open title={t('attendanceHealthCodes.history.title', { name })} onCancel={onClose} footer={null} width={720}>
      <Table<HistoryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="health-code-history"
      />
    </Modal>
  );
}
