import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, showServerFieldError, useEndpointForm, validated } from '../../../kit/index.ts';
import { addCare, CARE_ENDPOINTS as E, loadRemindUsers, loadStudents } from './care-api.ts';
import { TemplatePicker } from './care-templates.tsx';
import { parseTimes } from './care-timeline.ts';

interface Values {
  studentId: number;
  condition: string;
  period: [Dayjs, Dayjs];
  needs?: string;
  medicines?: { name: string; dose: string; times?: string }[];
  remindMemberIds?: number[];
  remindTimes?: string;
}

/** Adds a care record: the child, condition and period, care needs (from a template or typed), medicine and reminders. */
export function CareAddDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  // the range control holds the input's startDay and endDay: its rule is startDay's (a required day)
  const f = useEndpointForm<typeof E.add, Values>(E.add, { from: { period: 'startDay' } });
  const form = f.form;
  const [saving, setSaving] = useState(false);
  const child = t('healthCare.fields.child');
  const staff = useQuery({ queryKey: ['options', 'care-remind'], queryFn: () => loadRemindUsers(''), staleTime: 60_000 });
  // the form holds times as typed text ('10:00,14:30'), which the input takes as a parsed list
  const timesRule = {
    validator: async (_: unknown, v: string) => (parseTimes(v) ? undefined : Promise.reject(new Error(t('healthCare.badTimes')))),
  };

  const submit = async () => {
    const v = await validated<Values>(form);
    if (!v) return; // each wrong field shows why
    setSaving(true);
    try {
      const { id } = await addCare({
        studentId: v.studentId,
        condition: v.condition.trim(),
        startDay: v.period[0].format('YYYY-MM-DD'),
        endDay: v.period[1].format('YYYY-MM-DD'),
        needs: v.needs?.trim() || null,
        medicines: (v.medicines ?? []).map((m) => ({ name: m.name.trim(), dose: m.dose.trim(), times: parseTimes(m.times) ?? [] })),
        remindMemberIds: v.remindMemberIds ?? [],
        remindTimes: parseTimes(v.remindTimes) ?? [],
      });
      onSaved(id);
    } catch (e) {
      showServerFieldError(form, e, { rename: { startDay: 'period', endDay: 'period' } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('healthCare.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save' } as ButtonProps}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="studentId" label={child} rules={f.rules('studentId', child, { picked: true })}>
          <RemoteSelect queryKey={['options', 'care-students']} load={loadStudents} />
        </Form.Item>
        <Form.Item name="condition" label={t('healthCare.fields.condition')} rules={f.rules('condition', t('healthCare.fields.condition'))}>
          <Input maxLength={f.maxLength('condition')} data-testid="condition" />
        </Form.Item>
        {/* one range control for the input's startDay and endDay */}
        <Form.Item name="period" label={t('healthCare.fields.period')} rules={f.rules('period', t('healthCare.fields.period'))}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('healthCare.fields.needs')} extra={<TemplatePicker onPick={(text) => form.setFieldValue('needs', text)} />}>
          <Form.Item name="needs" noStyle rules={f.rules('needs', t('healthCare.fields.needs'))}>
            <Input.TextArea rows={3} maxLength={f.maxLength('needs')} showCount />
          </Form.Item>
        </Form.Item>
        <Form.List name="medicines">
          {(items, { add, remove }) => (
            <Form.Item label={t('healthCare.fields.medicines')}>
              {items.map((item) => (
                <Space key={item.key} wrap align="start" className="care-medicine">
                  <Form.Item
                    name={[item.name, 'name']}
                    rules={f.rules(['medicines', item.name, 'name'], t('healthCare.fields.medicineName'))}
                    noStyle
                  >
                    <Input
                      placeholder={t('healthCare.fields.medicineName')}
                      maxLength={f.maxLength(['medicines', 'name'])}
                      style={{ width: 150 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, 'dose']}
                    rules={f.rules(['medicines', item.name, 'dose'], t('healthCare.fields.dose'))}
                    noStyle
                  >
                    <Input placeholder={t('healthCare.fields.dose')} maxLength={f.maxLength(['medicines', 'dose'])} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'times']} rules={[timesRule]} noStyle>
                    <Input placeholder="10:00,14:30" style={{ width: 130 }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(item.name)} aria-label={t('kit.actions.delete')} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', dose: '', times: '' })} block>
                {t('healthCare.addMedicine')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="remindMemberIds" label={t('healthCare.fields.remindMembers')}>
          <Select mode="multiple" options={staff.data ?? []} optionFilterProp="label" loading={staff.isLoading} />
        </Form.Item>
        <Form.Item name="remindTimes" label={t('healthCare.fields.remindTimes')} extra={t('healthCare.timesHelp')} rules={[timesRule]}>
          <Input placeholder="10:00,14:30" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
