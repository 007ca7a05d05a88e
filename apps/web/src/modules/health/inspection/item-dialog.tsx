import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SYMPTOM_GROUPS } from '@kg/shared/modules/health/inspection/symptoms';
import { Button, type ButtonProps, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldError, useEndpointForm } from '../../../kit/index.ts';
import { ITEM_ENDPOINTS, type ItemInput, type ItemRow, saveItem } from './inspect-api.ts';

const OK_PROPS = { 'data-testid': 'save' } as ButtonProps;

/** Add or change a check item: a choice lists its abnormal findings, each in a symptom group. */
export function ItemDialog({ item, onClose, onSaved }: { item: ItemRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rulesOf = useEndpointForm<typeof ITEM_ENDPOINTS.addOrUpdate, ItemInput>(ITEM_ENDPOINTS.addOrUpdate);
  const form = rulesOf.form;
  const label = (k: 'name' | 'finding' | 'sort') => t(`healthInspect.items.${k}`);
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
        <Form.Item name="name" label={label('name')} rules={rulesOf.rules('name', label('name'))}>
          <Input maxLength={rulesOf.maxLength('name')} />
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
            // a check across fields (a choice item needs a finding), worded for the page
            rules={[
              { validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(t('healthInspect.items.needFinding')))) },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label={t('healthInspect.items.findings')}>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item name={[f.name, 'name']} rules={rulesOf.rules(['findings', f.name, 'name'], label('finding'))} noStyle>
                      <Input maxLength={rulesOf.maxLength(['findings', 'name'])} placeholder={label('finding')} style={{ width: 160 }} />
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
        <Form.Item name="sort" label={label('sort')} rules={rulesOf.rules('sort', label('sort'))}>
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
