import { isPhone } from '@kg/shared';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/request.ts';
import { confirmMobileChange, type MobileQuota } from './account-api.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

interface Values {
  mobile: string;
  code: string;
}

export interface PhoneChangeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new (masked) phone and the quota left, after a change. */
  onChanged: (result: MobileQuota) => void;
  /** Shown when the daily allowance is used up (the dialog closes). */
  onQuotaUsedUp: (allowed: number) => void;
}

/**
 * The 'change phone number' dialog (overview §5): the new phone (required, format, max 11),
 * a code sent to it, confirm disabled until both are valid. An already bound number is
 * answered with an alert and the input cleared; a used-up allowance closes the dialog.
 */
export function PhoneChangeDialog({ open, onClose, onChanged, onQuotaUsedUp }: PhoneChangeDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mobile = Form.useWatch('mobile', form) ?? '';
  const code = Form.useWatch('code', form) ?? '';
  const [busy, setBusy] = useState(false);
  const valid = isPhone(mobile) && code.trim().length > 0;

  async function confirm() {
    setBusy(true);
    try {
      const result = await confirmMobileChange(mobile, code.trim());
      void message.success(t('account.phone.changed'));
      onChanged(result);
      onClose();
    } catch (e) {
      const err = e as ApiError;
      if (err.code === 'user-0002') {
        onClose();
        onQuotaUsedUp(Number((err.data as Partial<MobileQuota> | null)?.dayAllowNum ?? 0));
      } else if (err.code === 'user-0001') {
        form.setFieldsValue({ mobile: '', code: '' });
        modal.error({ title: t('account.phone.errorTitle'), content: t('account.phone.alreadyBound') });
      } else {
        void message.error(err.message || t('account.failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('account.phone.change')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!valid} loading={busy} onClick={confirm} data-testid="phone-confirm">
          {t('common.ok')}
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="mobile"
          label={t('account.phone.new')}
          rules={[
            { required: true, message: t('account.phone.required') },
            { validator: (_, v: string) => (!v || isPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('account.phone.invalid')))) },
          ]}
        >
          <Input name="mobile" maxLength={11} inputMode="numeric" placeholder={t('account.phone.placeholder')} />
        </Form.Item>
        <Form.Item label={t('account.sms.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle>
              <Input
                name="code"
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('account.sms.codePlaceholder')}
              />
            </Form.Item>
            <SmsCodeButton scene="mobile-change" target={mobile} phone={async () => (await form.validateFields(['mobile'])).mobile} />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
