import { type Endpoint, isPhone } from '@kg/shared';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useEndpointForm } from '../form/use-endpoint-form.ts';

/** The refusals every phone change may meet (the phone is a login name: one account per phone, a few changes a day). */
const BOUND = 'user-0001';
const USED_UP = 'user-0002';

export interface PhoneCodeSlot {
  label: string;
  placeholder: string;
  /** The button that sends a code to the phone typed; `checked` resolves it once the field is valid. */
  sendButton: (phone: string, checked: () => Promise<string>) => ReactNode;
}

export interface PhoneChangeDialogProps<R> {
  open: boolean;
  /** The call that changes the phone: the new phone's field (`mobile`) follows its input. */
  endpoint: Endpoint;
  title: string;
  label: string;
  placeholder: string;
  /** Who changes phone, shown above the field (a guardian's name and current number). */
  note?: ReactNode;
  /** A code sent to the new phone is asked for too (the own phone): confirm waits for it. */
  code?: PhoneCodeSlot;
  /** Sends the change; `code` is '' without a code field. */
  send: (mobile: string, code: string) => Promise<R>;
  onDone: (result: R, mobile: string) => void;
  onClose: () => void;
  /** Today's allowance was used up meanwhile: the dialog closes and the caller says so. */
  onQuotaUsedUp?: (allowed: number) => void;
  /** Shown once changed; the request layer's toast is enough when absent. */
  doneText?: string;
  /** Other refusals are shown by the dialog, not the request layer (the call was silent). */
  showsFailures?: boolean;
  /** The confirm button's test id, the form's name (it prefixes field ids) and the phone input's id. */
  confirmTestId: string;
  formName?: string;
  inputId?: string;
}

/**
 * Changing a phone (overview §5): the new phone is required, a valid mainland number, as long
 * as the endpoint takes; confirm stays disabled until it (and a code, when asked) is filled in.
 * A number bound to another account clears the field with an alert; a used-up daily allowance
 * closes the dialog.
 */
export function PhoneChangeDialog<R>(p: PhoneChangeDialogProps<R>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const f = useEndpointForm<Endpoint, { mobile: string; code: string }>(p.endpoint, { format: { mobile: t('widgets.phone.invalid') } });
  const form = f.form;
  const mobile = (Form.useWatch('mobile', form) ?? '').trim();
  const code = (Form.useWatch('code', form) ?? '').trim();
  const [busy, setBusy] = useState(false);
  const valid = isPhone(mobile) && (!p.code || code.length > 0);

  async function confirm() {
    setBusy(true);
    try {
      const result = await p.send(mobile, p.code ? code : '');
      if (p.doneText) void message.success(p.doneText);
      p.onDone(result, mobile);
      p.onClose();
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.code === USED_UP && p.onQuotaUsedUp) {
        p.onClose();
        p.onQuotaUsedUp(Number((err.data as { dayAllowNum?: number } | null)?.dayAllowNum ?? 0));
      } else if (err?.code === BOUND && p.showsFailures) {
        form.setFieldsValue({ mobile: '', code: '' });
        modal.error({ title: t('kit.phoneChange.errorTitle'), content: t('kit.phoneChange.alreadyBound'), okText: t('common.ok') });
      } else if (p.showsFailures) {
        void message.error((e as Error).message || t('kit.phoneChange.failed'));
      }
      // otherwise the request layer showed why; the dialog stays for another number
    } finally {
      setBusy(false);
    }
  }

  const phoneRules = [
    ...f.rules('mobile', p.label, { requiredMessage: t('widgets.phone.empty') }),
    {
      validator: async (_: unknown, v?: string) =>
        !v || isPhone(v.trim()) ? undefined : Promise.reject(new Error(t('widgets.phone.invalid'))),
    },
  ];

  return (
    <Modal
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={p.onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!valid} loading={busy} onClick={confirm} data-testid={p.confirmTestId}>
          {t('common.ok')}
        </Button>,
      ]}
    >
      {p.note && <Typography.Paragraph type="secondary">{p.note}</Typography.Paragraph>}
      <Form form={form} name={p.formName} layout="vertical" preserve={false}>
        <Form.Item name="mobile" label={p.label} rules={phoneRules}>
          <Input id={p.inputId} name="mobile" maxLength={f.maxLength('mobile')} inputMode="numeric" placeholder={p.placeholder} />
        </Form.Item>
        {p.code && (
          <Form.Item label={p.code.label} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle>
                <Input name="code" maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={p.code.placeholder} />
              </Form.Item>
              {p.code.sendButton(mobile, async () => (await form.validateFields(['mobile'])).mobile.trim())}
            </Space.Compact>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
