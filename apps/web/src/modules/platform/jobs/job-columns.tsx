import { Progress, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { dateTime } from '../../../kit/date-time.ts';
import { durationS, type JobRow } from './job-api.ts';

const STATE_COLOR: Record<JobRow['state'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'warning',
  dead: 'error',
};

/** A job's kind in words; a kind this page does not know yet shows as its code. */
export const kindLabel = (t: TFunction, kind: string) => t(`jobs.kinds.${kind.replace(/\./g, '_')}`, { defaultValue: kind });

/** The columns both job lists share: kind, state, progress, requester, times, error. */
export function jobColumns<R extends JobRow>(t: TFunction): TableColumnsType<R> {
  return [
    { key: 'id', title: t('jobs.columns.id'), dataIndex: 'id', align: 'right' },
    { key: 'kind', title: t('jobs.columns.kind'), render: (_, r) => kindLabel(t, r.kind) },
    {
      key: 'state',
      title: t('jobs.columns.state'),
      render: (_, r) => (
        <Tag color={STATE_COLOR[r.state]} data-testid={`job-state-${r.id}`}>
          {t(`jobs.states.${r.state}`)}
        </Tag>
      ),
    },
    {
      key: 'progress',
      title: t('jobs.columns.progress'),
      render: (_, r) => (
        <Progress percent={r.progress} size="small" status={r.state === 'dead' ? 'exception' : undefined} style={{ width: 120 }} />
      ),
    },
    { key: 'attempts', title: t('jobs.columns.attempts'), render: (_, r) => `${r.attempts}/${r.maxAttempts}`, align: 'right' },
    { key: 'requester', title: t('jobs.columns.requester'), dataIndex: 'requesterName' },
    { key: 'createdAt', title: t('jobs.columns.createdAt'), render: (_, r) => dateTime(r.createdAt) },
    {
      key: 'duration',
      title: t('jobs.columns.duration'),
      render: (_, r) => {
        const s = durationS(r);
        return s === null ? '' : t('jobs.seconds', { count: s });
      },
      align: 'right',
    },
    {
      key: 'error',
      title: t('jobs.columns.error'),
      render: (_, r) =>
        r.error ? (
          <Tooltip title={r.error}>
            <Typography.Text type="danger" ellipsis style={{ maxWidth: 240 }}>
              {r.error}
            </Typography.Text>
          </Tooltip>
        ) : null,
    },
  ];
}
