import type { RegisterState } from '@kg/shared/modules/attendance/roll-call';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import type { RegisterChild, RegisterPage } from './roll-call-api.ts';

const COLORS: Record<RegisterState, string> = {
  present: 'green',
  late: 'gold',
  sick: 'orange',
  personal: 'blue',
  absent: 'red',
  pending: 'default',
};
const clock = (v: string | Date | null) => (v ? dateTime(v, 'minute').slice(11) : '—');

/** A child's state as a coloured tag, with lateness, early leave, a half day and a sick day's group said. */
export function StateTag({ child }: { child: RegisterChild }) {
  const { t } = useTranslation();
  const extra = [
    child.lateMinutes !== null ? t('attendanceRollCall.lateBy', { minutes: child.lateMinutes }) : '',
    child.earlyMinutes !== null ? t('attendanceRollCall.earlyBy', { minutes: child.earlyMinutes }) : '',
    child.halfDay ? t('attendanceRollCall.halfDay') : '',
    child.symptomGroup ? t(`attendanceLeave.groups.${child.symptomGroup}`, { defaultValue: child.symptomGroup }) : '',
    child.onLeave ? t('attendanceRollCall.onLeave') : '',
  ].filter(Boolean);
  return (
    <Space size={4} wrap>
      <Tag color={COLORS[child.state]} data-testid={`state-${child.state}`}>
        {t(`attendanceRollCall.states.${child.state}`)}
      </Tag>
      {extra.length > 0 && <Typography.Text type="secondary">{extra.join(' · ')}</Typography.Text>}
    </Space>
  );
}

/** The class totals as tags: enrolled, present, late, early leave, sick, personal, absent, not arrived. */
export function RegisterTotals({ totals }: { totals: RegisterPage['totals'] }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap data-testid="register-totals">
      {(Object.keys(totals) as (keyof RegisterPage['totals'])[]).map((k) => (
        <Tag key={k} data-testid={`total-${k}`}>
          {t(`attendanceRollCall.totals.${k}`)} {totals[k]}
        </Tag>
      ))}
    </Space>
  );
}

export interface RegisterTableProps {
  page: RegisterPage | undefined;
  loading: boolean;
  /** null: the caller may not mark (or the day cannot be marked) */
  onMark: ((child: RegisterChild) => void) | null;
  onHistory: (child: RegisterChild) => void;
}

/** The class's children on the day: state, first in, last out, the latest mark and who made it, and the actions. */
export function RegisterTable({ page, loading, onMark, onHistory }: RegisterTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<RegisterChild> = [
    { key: 'name', title: t('attendanceRollCall.child'), dataIndex: 'name', fixed: 'left' },
    { key: 'state', title: t('attendanceRollCall.state'), render: (_, c) => <StateTag child={c} /> },
    { key: 'firstIn', title: t('attendanceRollCall.firstIn'), render: (_, c) => clock(c.firstIn), responsive: ['sm'] },
    { key: 'lastOut', title: t('attendanceRollCall.lastOut'), render: (_, c) => clock(c.lastOut), responsive: ['sm'] },
    {
      key: 'lastMark',
      title: t('attendanceRollCall.lastMark'),
      render: (_, c) =>
        c.lastMark ? (
          <span data-testid="last-mark">
            {t(`attendanceRollCall.marks.${c.lastMark.mark}`)}
            {c.lastMark.note ? `（${c.lastMark.note}）` : ''}
            <Typography.Text type="secondary">
              {' '}
              {t('attendanceRollCall.markBy', { who: c.lastMark.actorName ?? '', time: clock(c.lastMark.at) })}
            </Typography.Text>
          </span>
        ) : (
          ''
        ),
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, c) => (
        <Space size={0}>
          {onMark && (
            <Button type="link" size="small" data-testid="row-mark" onClick={() => onMark(c)}>
              {t('attendanceRollCall.actions.mark')}
            </Button>
          )}
          <Button type="link" size="small" data-testid="row-history" onClick={() => onHistory(c)}>
            {t('attendanceRollCall.actions.history')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<RegisterChild>
      rowKey="studentId"
      size="small"
      columns={columns}
      dataSource={page?.children ?? []}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="register-table"
    />
  );
}
