import { isPhone } from '@kg/shared';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeGuardianMobile } from './child-api.ts';

export interface GuardianPhoneTarget {
  studentId: number;
  guardianId: number;
  name: string;
  phone: string;
}

export interface GuardianPhoneDialogProps {
  target: GuardianPhoneTarget | null;
  onClose: () => void;
  /** The new number, once the server changed it. */
  onChanged: (mobile: string) => void;
}

/**
 * Changes an existing guardian's phone (overview §5: required, format, at most 11, confirm
 * disabled until valid). The server links the guardian to that phone's account at once; a
 * refusal (same number, taken by another guardian of the child) is shown by the request layer.
 */
export function GuardianPhoneDialog({ target, onClose, onChanged }: GuardianPhoneDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mobile: string }>();
  const mobile = (Form.useWatch('mobile', form) ?? '').trim();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await changeGuardianMobile(target.studentId, target.guardianId, mobile);
      onChanged(mobile);
      onClose();
    } catch {
      // the request layer showed why; the dialog stays for another number
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t('children.phone.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!isPhone(mobile)} loading={busy} onClick={confirm} data-testid="guardian-phone-confirm">
          {t('common.ok')}
        </Button>,
      ]}
    >
      {target && (
        <Typography.Paragraph type="secondary">
          {t('children.phone.current', { name: target.name, phone: target.phone })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="mobile"
          label={t('children.phone.new')}
          rules={[
            { required: true, message: t('widgets.phone.empty') },
            {
              validator: (_, v: string) =>
                !v || isPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('widgets.phone.invalid'))),
            },
          ]}
        >
          <Input id="guardian-mobile" maxLength={11} inputMode="numeric" placeholder={t('children.phone.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
