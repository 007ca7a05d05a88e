import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../widgets/index.ts';
import { type AutoRule, firstNumber, saveClassAuto } from './numbers-api.ts';

const PREFIX = /^[0-9A-Za-z-]*$/;
const DEFAULT_RULE: AutoRule = { prefix: '', start: 1, width: 3, overwrite: false };

/**
 * Automatic numbering of one class: prefix + a running number of `width` digits from
 * `start`, in name order; children with a number keep it unless `overwrite`. All or nothing.
 */
export function AutoNumberDialog({
  clazzId,
  clazzName,
  onClose,
  onDone,
}: {
  clazzId: number;
  clazzName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AutoRule>();
  const rule = { ...DEFAULT_RULE, ...Form.useWatch([], form) } as AutoRule;
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await saveClassAuto(clazzId, { prefix: (v.prefix ?? '').trim(), start: v.start ?? 1, width: v.width ?? 3, overwrite: !!v.overwrite });
      onDone();
    } catch {
      // the toast names the problem (e.g. a number another class already uses); nothing changed
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('classes.numbers.autoTitle', { name: clazzName })}
      onCancel={onClose}
      onOk={confirm}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} initialValues={DEFAULT_RULE} labelCol={{ flex: '110px' }} wrapperCol={{ flex: 1 }}>
        <Form.Item
          name="prefix"
          label={t('classes.numbers.prefix')}
          rules={[{ pattern: PREFIX, message: t('classes.numbers.prefixInvalid') }, { max: 12 }]}
        >
          <Input maxLength={12} allowClear />
        </Form.Item>
        <Form.Item
          name="start"
          label={t('classes.numbers.start')}
          rules={[{ required: true, message: t('classes.numbers.startRequired') }]}
        >
          <NumberInput decimalPlaces={0} maxLength={8} />
        </Form.Item>
        <Form.Item
          name="width"
          label={t('classes.numbers.width')}
          rules={[{ required: true, type: 'number', min: 1, max: 8, message: t('classes.numbers.widthRange') }]}
        >
          <NumberInput decimalPlaces={0} maxLength={1} />
        </Form.Item>
        <Form.Item name="overwrite" valuePropName="checked" label={t('classes.numbers.overwrite')}>
          <Checkbox>{t('classes.numbers.overwriteHint')}</Checkbox>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" data-testid="auto-preview">
        {t('classes.numbers.preview', {
          first: firstNumber({
            prefix: rule.prefix ?? '',
            start: Number(rule.start ?? 1),
            width: Math.min(8, Math.max(1, Number(rule.width) || 1)),
          }),
        })}
      </Typography.Text>
    </Modal>
  );
}
