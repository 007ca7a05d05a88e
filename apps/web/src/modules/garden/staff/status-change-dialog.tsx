import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules } from '../../../kit/index.ts';
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
 * Departure or re-entry of a staff member: the day (default today; the server refuses a day
 * it cannot accept) and an optional reason, both kept in the member's history.
 */
export function StatusChangeDialog({ target, onClose, onDone }: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const kind = target?.kind ?? 'departure';
  // departure and entry take the same input
  const r = useMemo(() => schemaRules(STAFF_ENDPOINTS.departure.input, t), [t]);

  async function confirm() {
    if (!target) return;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setBusy(true);
    try {
      const data = { id: target.row.id, date: v.date ? v.date.format(DATE_FORMAT) : undefined, reason: v.reason?.trim() || undefined };
      await changeStatus(kind, data);
      onDone(kind);
    } catch {
      // the request layer showed the server's reason
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t(`staff.${kind}.title`)}
      onOk={confirm}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`staff.${kind}.confirm`, { name: target?.row.realName ?? '' })}</Typography.Paragraph>
      <Form<Values> form={form} name="statusChange" layout="vertical" preserve={false} initialValues={{ date: dayjs(), reason: '' }}>
        {/* the call takes no day as today: the picker is kept filled so the day sent is the one shown */}
        <Form.Item name="date" label={t(`staff.${kind}.date`)} rules={[{ required: true, message: t(`staff.${kind}.date`) }]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="reason" label={t(`staff.${kind}.reason`)} rules={r.rules('reason', t(`staff.${kind}.reason`))}>
          <Input.TextArea rows={3} maxLength={r.maxLength('reason')} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
