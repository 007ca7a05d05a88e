import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SYMPTOM_GROUPS } from '@kg/shared/modules/health/inspection/symptoms';
import { Button, type ButtonProps, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldError } from '../../../kit/index.ts';
import { type ItemInput, type ItemRow, saveItem } from './inspect-api.ts';

const OK_PROPS = { 'data-testid': 'save' } as ButtonProps;

/** Add or change a check item: a choice lists its abnormal findings, each in a symptom group. */
export function ItemDialog({ item, onClose, onSaved }: { item: ItemRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ItemInput>();
  const [busy, setBusy] = useState(false);
  const kind = Form.useWatch('kind', form) ?? item?.kind ?? 'choice';
  const groups = SYMPTOM_GROUPS.map((g) => ({ value: g, label: t(`healthInspect.groups.${g}`) }));

  async function save() {
    let values: ItemInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await saveItem({ ...values, findings: values.kind === 'choice' ? (values.findings ?? []) : [] }, item?.id);
      onSaved();
    } catch (err) {
      showServerFieldError(form, err, { known: ['name', 'kind', 'findings', 'sort'] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t(item ? 'healthInspect.items.edit' : 'healthInspect.items.add')}
      onCancel={onClose}
      onOk={save}
      okText={t('kit.actions.save')}
      cancelText={t('common.cancel')}
      okButtonProps={OK_PROPS}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={item ?? { kind: 'choice', findings: [{ name: '', group: 'other' }], sort: 0 }}
        data-testid="item-form"
      >
        <Form.Item name="name" label={t('healthInspect.items.name')} rules={[{ required: true, whitespace: true, max: 20 }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="kind" label={t('healthInspect.items.kind')} extra={item ? t('healthInspect.items.kindFixed') : undefined}>
          <Radio.Group disabled={!!item}>
            <Radio value="choice">{t('healthInspect.kinds.choice')}</Radio>
            <Radio value="temperature">{t('healthInspect.kinds.temperature')}</Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'choice' && (
          <Form.List
            name="findings"
            rules={[
              { validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(t('healthInspect.items.needFinding')))) },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label={t('healthInspect.items.findings')}>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, max: 20 }]} noStyle>
                      <Input maxLength={20} placeholder={t('healthInspect.items.finding')} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'group']} noStyle>
                      <Select options={groups} style={{ width: 130 }} aria-label={t('healthInspect.items.group')} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={t('kit.actions.delete')} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', group: 'other' })} data-testid="add-finding">
                  {t('healthInspect.items.addFinding')}
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
        )}
        <Form.Item name="sort" label={t('healthInspect.items.sort')}>
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
