import { Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, useCall } from '../../../kit/index.ts';
import { ROLL_CALL_ENDPOINTS as E, type HistoryEntry, type RegisterChild } from './roll-call-api.ts';

/** What one entry says: the device's read and its direction, or the teacher's mark with its reason and symptoms. */
function EntryLine({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const what = entry.mark
    ? t(`attendanceRollCall.marks.${entry.mark}`)
    : [entry.deviceName, entry.direction ? t(`attendanceRollCall.directions.${entry.direction}`) : ''].filter(Boolean).join(' · ');
  return (
    <div data-testid="history-entry">
      <Typography.Text strong>{dateTime(entry.at, 'second').slice(11)}</Typography.Text>{' '}
      <Tag>{t(`attendanceRollCall.kinds.${entry.kind}`, { defaultValue: entry.kind })}</Tag>
      {what}
      {entry.status !== 'resolved' && <Tag color="red">{t('attendanceRollCall.refused')}</Tag>}
      {entry.actorName && <Typography.Text type="secondary"> · {entry.actorName}</Typography.Text>}
      {entry.note && <div>{entry.note}</div>}
      {entry.symptoms.length > 0 && (
        <div>{entry.symptoms.map((s) => t(`attendanceLeave.symptomNames.${s}`, { defaultValue: s })).join('、')}</div>
      )}
    </div>
  );
}

/** A child's day, oldest first: every read the devices resolved to the child and every teacher's mark, who and when. */
export function HistoryDrawer({ child, day, onClose }: { child: RegisterChild; day: string; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useCall('detail', E.history, { studentId: child.studentId, day });
  const entries = history.data ?? [];
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('attendanceRollCall.historyTitle', { name: child.name, day })}
      width="min(480px, 100vw)"
      data-testid="history-drawer"
    >
      {history.isLoading ? (
        <Spin />
      ) : entries.length ? (
        <Timeline items={entries.map((e) => ({ key: e.id, color: e.mark ? 'blue' : 'green', children: <EntryLine entry={e} /> }))} />
      ) : (
        <Empty description={t('attendanceRollCall.historyEmpty')} />
      )}
    </Drawer>
  );
}
