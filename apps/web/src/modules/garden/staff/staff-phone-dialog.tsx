import { isPhone } from '@kg/shared';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { changeStaffMobile, type MobileQuota } from './staff-api.ts';

export interface StaffPhoneDialogProps {
  /** The member whose phone changes; null: closed. */
  teacherId: number | null;
  onClose: () => void;
  /** The new phone as the server shows it (masked). */
  onChanged: (mobile: string) => void;
}

/**
 * An administrator changes a staff member's phone, their login name (overview §5): required,
 * 11-digit format, confirm disabled until valid. A bound number clears the input with an
 * alert; a used-up daily allowance closes the dialog with a warning.
 */
export function StaffPhoneDialog({ teacherId, onClose, onChanged }: StaffPhoneDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ mobile: string }>();
  const mobile = (Form.useWatch('mobile', form) ?? '').trim();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (teacherId === null) return;
    setBusy(true);
    try {
      const done = await changeStaffMobile(teacherId, mobile);
      void message.success(t('staff.phone.done'));
      onChanged(done.mobile);
      onClose();
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.code === 'user-0002') {
        onClose();
        const n = Number((err.data as Partial<MobileQuota> | null)?.dayAllowNum ?? 0);
        modal.warning({ title: t('staff.phone.warningTitle'), content: t('staff.phone.quotaUsedUp', { n }), okText: t('common.ok') });
      } else if (err?.code === 'user-0001') {
        form.setFieldsValue({ mobile: '' });
        modal.error({ title: t('staff.phone.errorTitle'), content: t('staff.phone.alreadyBound'), okText: t('common.ok') });
      } else {
        void message.error((e as Error).message || t('staff.phone.failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={teacherId !== null}
      title={t('staff.phone.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!isPhone(mobile)} loading={busy} onClick={confirm} data-testid="phone-confirm">
          {t('common.ok')}
        </Button>,
      ]}
    >
      <Form form={form} name="staffPhone" layout="vertical" preserve={false}>
        <Form.Item
          name="mobile"
          label={t('staff.phone.new')}
          rules={[
            { required: true, message: t('widgets.phone.empty') },
            {
              validator: (_, v: string) =>
                !v || isPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('widgets.phone.invalid'))),
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t('staff.phone.new')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
