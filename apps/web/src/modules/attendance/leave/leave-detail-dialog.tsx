import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Modal, Skeleton, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import { cancelLeave, leaveDetailOf, STATUS_COLORS, spanText } from './leave-api.ts';

export interface LeaveDetailDialogProps {
  id: number;
  onClose: () => void;
  /** After a cancel: the list reloads. */
  onChanged: () => void;
}

/** One leave: the child, kind, span and days, symptoms, reason, its status and the approval's progress; cancel while it may be. */
export function LeaveDetailDialog({ id, onClose, onChanged }: LeaveDetailDialogProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const detail = useQuery({ queryKey: ['attendance-leave-detail', id], queryFn: () => leaveDetailOf(id) });
  const d = detail.data;

  const cancel = () =>
    d &&
    modal.confirm({
      title: t('attendanceLeave.cancel'),
      content: t('attendanceLeave.cancelConfirm', { name: d.studentName, span: spanText(t, d) }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-cancel' } as never,
      onOk: async () => {
        try {
          await cancelLeave(id);
          onChanged();
        } catch {
          // the request layer showed why
        }
      },
    });

  const label = (k: string) => t(`attendanceLeave.fields.${k}`);
  return (
    <Modal
      open
      title={t('attendanceLeave.detailTitle')}
      onCancel={onClose}
      footer={
        d?.canCancel ? (
          <Button danger data-testid="leave-cancel" onClick={cancel}>
            {t('attendanceLeave.cancel')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered data-testid="leave-detail">
            <Descriptions.Item label={label('child')}>
              {d.className ? `${d.studentName}（${d.className}）` : d.studentName}
            </Descriptions.Item>
            <Descriptions.Item label={label('kind')}>{t(`attendanceLeave.kinds.${d.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={label('dates')}>{spanText(t, d)}</Descriptions.Item>
            <Descriptions.Item label={label('days')}>{t('attendanceLeave.dayCount', { days: d.days })}</Descriptions.Item>
            {d.kind === 'sick' && (
              <Descriptions.Item label={label('symptoms')}>
                {d.symptoms.map((s) => t(`attendanceLeave.symptomNames.${s}`)).join('、')}
                {d.symptomGroup && <Tag style={{ marginInlineStart: 8 }}>{t(`attendanceLeave.groups.${d.symptomGroup}`)}</Tag>}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={label('reason')}>{d.reason || t('kit.empty')}</Descriptions.Item>
            <Descriptions.Item label={label('status')}>
              <Tag color={STATUS_COLORS[d.status]}>{t(`attendanceLeave.statuses.${d.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={label('request')}>
              {d.requestStatus ? t(`attendanceLeave.requestStatuses.${d.requestStatus}`) : t('kit.empty')}
              {d.stepName ? ` · ${d.stepName}` : ''}
            </Descriptions.Item>
          </Descriptions>
          {d.history.length === 0 ? (
            <Empty description={t('attendanceLeave.noHistory')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              style={{ marginTop: 16 }}
              items={d.history.map((h, i) => ({
                key: i,
                children: (
                  <>
                    <div>
                      {h.actorName} · {t(`attendanceLeave.actions.${h.action}`)}
                      {h.stepName ? ` · ${h.stepName}` : ''}
                    </div>
                    <div style={{ color: 'rgba(0,0,0,0.45)' }}>{dateTime(h.at)}</div>
                    {h.comment && <div>{h.comment}</div>}
                  </>
                ),
              }))}
            />
          )}
        </>
      )}
    </Modal>
  );
}
