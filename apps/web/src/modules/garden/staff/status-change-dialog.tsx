import { todayChina } from '@kg/shared/time/china';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEndpointForm } from '../../../kit/index.ts';
import { DATE_FORMAT } from '../../../widgets/index.ts';
import { changeStatus, STAFF_ENDPOINTS, type StaffRow } from './staff-api.ts';

export type StatusChangeKind = 'departure' | 'entry';

export interface StatusChangeDialogProps {
  /** The member and what happens to them; null: closed. */
  target: { row: StaffRow; kind: StatusChangeKind } | null;
  onClose: () => void;
  onDone: (kind: StatusChangeKind) => void;
}

interface Values {
  date?: Dayjs | null;
  reason?: string;
}

/**
 * Departure or re-entry of a staff member: the day (required on both sides, offered as China's
 * today wherever the browser is) and an optional reason, both kept in the member's history. A day
 * the server refuses (before the member's last change) is marked under the picker.
 */
export function StatusChangeDialog({ target, onClose, onDone }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const kind = target?.kind ?? 'departure';
  // departure and entry take the same input
  const f = useEndpointForm<typeof STAFF_ENDPOINTS.departure, Values>(STAFF_ENDPOINTS.departure);
  const today = todayChina();
  const label = (k: 'date' | 'reason') => t(`staff.${kind}.${k}`);

  async function confirm() {
    if (!target) return;
    const sent = await f.submit(
      (input) => changeStatus(kind, input),
      (v) => ({ id: target.row.id, date: v.date ? v.date.format(DATE_FORMAT) : '', reason: v.reason?.trim() || undefined }),
    );
    if (sent) onDone(kind);
  }

  return (
    <Modal
      open={target !== null}
      title={t(`staff.${kind}.title`)}
      onOk={confirm}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={f.busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`staff.${kind}.confirm`, { name: target?.row.realName ?? '' })}</Typography.Paragraph>
      <Form<Values> form={f.form} name="statusChange" layout="vertical" preserve={false} initialValues={{ date: dayjs(today), reason: '' }}>
        {/* China's day, not the browser's: the server refuses a day after China's today */}
        <Form.Item name="date" label={label('date')} rules={f.rules('date', label('date'))}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(d) => d.format(DATE_FORMAT) > today} />
        </Form.Item>
        <Form.Item name="reason" label={label('reason')} rules={f.rules('reason', label('reason'))}>
          <Input.TextArea rows={3} maxLength={f.maxLength('reason')} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
