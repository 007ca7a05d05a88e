import { INSPECT_SLOTS } from '@kg/shared/modules/health/inspection/symptoms';
import { todayChina } from '@kg/shared/time/china';
import { App, DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, showServerFieldError } from '../../../kit/index.ts';
import { loadStaff, saveStaffReading } from './temperature-api.ts';

type Values = { memberId: number; day: dayjs.Dayjs; slot: number; temperature: number };

/** Records a staff member's reading of a day and window (the same window again replaces it). */
export function StaffReadingDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // the day is China's, as the server counts it: a browser elsewhere must not open on its own date
  const today = dayjs(todayChina());
  async function save() {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await saveStaffReading({ ...v, day: v.day.format('YYYY-MM-DD') });
      void message.success(t('healthTemperature.teacher.saved'));
      onSaved();
    } catch (err) {
      showServerFieldError(form, err);
    } finally {
      setBusy(false);
    }
  }
  const required = [{ required: true }];
  return (
    <Modal
      open
      title={t('healthTemperature.teacher.record')}
      onCancel={onClose}
      onOk={save}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'save' } as never}
    >
      <Form form={form} layout="vertical" name="staff-reading" initialValues={{ day: today, slot: 1 }}>
        <Form.Item name="memberId" label={t('healthTemperature.teacher.member')} rules={required}>
          <RemoteSelect queryKey={['options', 'health-staff']} load={loadStaff} />
        </Form.Item>
        <Form.Item name="day" label={t('healthTemperature.teacher.day')} rules={required}>
          <DatePicker allowClear={false} disabledDate={(d) => d.isAfter(today, 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="slot" label={t('healthTemperature.slot')} rules={required}>
          <Select options={INSPECT_SLOTS.map((s) => ({ value: s, label: t(`healthTemperature.slots.${s}`) }))} />
        </Form.Item>
        <Form.Item name="temperature" label={t('healthTemperature.teacher.temperature')} rules={required}>
          <InputNumber min={34} max={43} step={0.1} precision={1} style={{ width: '100%' }} data-testid="temperature-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
