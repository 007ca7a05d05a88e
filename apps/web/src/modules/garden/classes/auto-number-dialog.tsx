import { childNumberEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules, validated } from '../../../kit/index.ts';
import { NumberInput } from '../../../widgets/index.ts';
import { type AutoRule, firstNumber, saveClassAuto } from './numbers-api.ts';

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
  // the class call's `auto` holds the prefix's pattern and length and the start's and width's ranges
  const r = useMemo(
    () => schemaRules(childNumberEndpoints.saveClass.input, t, { format: { prefix: t('classes.numbers.prefixInvalid') } }),
    [t],
  );
  const label = (k: 'prefix' | 'start' | 'width') => t(`classes.numbers.${k}`);
  // the call would take a blank start or width as its default; the dialog asks, so the preview shows what is sent
  const asked = (k: 'start' | 'width') => ({ required: true, message: t('kit.form.required', { label: label(k) }) });

  async function confirm() {
    const v = await validated<AutoRule>(form);
    if (!v) return; // each wrong field shows why
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
        <Form.Item name="prefix" label={label('prefix')} rules={r.rules(['auto', 'prefix'], label('prefix'))}>
          <Input maxLength={r.maxLength(['auto', 'prefix'])} allowClear />
        </Form.Item>
        <Form.Item name="start" label={label('start')} rules={[asked('start'), ...r.rules(['auto', 'start'], label('start'))]}>
          <NumberInput decimalPlaces={0} maxLength={8} />
        </Form.Item>
        <Form.Item name="width" label={label('width')} rules={[asked('width'), ...r.rules(['auto', 'width'], label('width'))]}>
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
