import { Alert, Button, Checkbox, DatePicker, Form, Input, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, useEndpointForm, validated } from '../../../kit/index.ts';
import { EP, type PlanDetail, savePlan, useClassOptions, useExamItems } from './exams-api.ts';

interface FormValues {
  name: string;
  period: [Dayjs, Dayjs];
  clazzIds: number[];
  items: string[];
}

/**
 * The add and edit form of a plan: name, period, classes (grouped by grade), items as checkboxes in
 * sheet order. On edit the classes and items that have records are locked (the server refuses them too).
 */
export function PlanForm({ plan, title, testId }: { plan?: PlanDetail; title: string; testId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  // the range control holds the input's startDay and endDay: its rule is startDay's (a required day)
  const f = useEndpointForm<typeof EP.create, FormValues>(EP.create, { from: { period: 'startDay' } });
  const form = f.form;
  const label = (k: 'name' | 'period' | 'classes' | 'items') => t(`healthExams.fields.${k}`);
  const [busy, setBusy] = useState(false);
  const classes = useClassOptions();
  const items = useExamItems();
  const en = i18n.language.startsWith('en');
  const lockedClasses = new Set(plan?.recordedClasses ?? []);
  const lockedItems = new Set<string>(plan?.recordedItems ?? []);
  const grades = [...new Set(classes.map((c) => c.gradeName))];

  async function submit() {
    const v = await validated<FormValues>(form);
    if (!v) return;
    setBusy(true);
    try {
      const [start, end] = v.period;
      const order = items.map((i) => i.key).filter((k) => v.items.includes(k));
      await savePlan(
        { name: v.name, startDay: start.format('YYYY-MM-DD'), endDay: end.format('YYYY-MM-DD'), clazzIds: v.clazzIds, items: order },
        plan?.id,
      );
      await afterSave({ text: t('healthExams.saved'), to: '/health/fitness/examinationPlan/index' });
    } catch (e) {
      showServerFieldError(form, e, { rename: { startDay: 'period', endDay: 'period' } });
    } finally {
      setBusy(false);
    }
  }

  if (!items.length) return <Spin />;
  const initial = plan
    ? { name: plan.name, period: [dayjs(plan.startDay), dayjs(plan.endDay)], clazzIds: plan.classes.map((c) => c.id), items: plan.items }
    : { items: ['height', 'weight'], clazzIds: [] };
  return (
    <PageCard title={title} testId={testId}>
      {plan && (lockedClasses.size > 0 || lockedItems.size > 0) && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('healthExams.recordedHint')} />
      )}
      <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 720 }}>
        <Form.Item name="name" label={label('name')} rules={f.rules('name', label('name'))}>
          <Input maxLength={f.maxLength('name')} data-testid="plan-name" />
        </Form.Item>
        {/* one range control for the input's startDay and endDay */}
        <Form.Item name="period" label={label('period')} rules={f.rules('period', label('period'))}>
          <DatePicker.RangePicker style={{ maxWidth: '100%' }} data-testid="plan-period" />
        </Form.Item>
        <Form.Item name="clazzIds" label={label('classes')} rules={f.rules('clazzIds', label('classes'))}>
          <Select
            mode="multiple"
            data-testid="plan-classes"
            optionFilterProp="label"
            options={grades.map((g) => ({
              label: g,
              options: classes
                .filter((c) => c.gradeName === g)
                .map((c) => ({ value: c.id, label: c.name, disabled: lockedClasses.has(c.id) })),
            }))}
          />
        </Form.Item>
        <Form.Item name="items" label={label('items')} rules={f.rules('items', label('items'))}>
          <Checkbox.Group
            data-testid="plan-items"
            options={items.map((i) => ({
              value: i.key,
              label: `${en ? i.labelEn : i.label}${i.unit ? ` (${i.unit})` : ''}`,
              disabled: lockedItems.has(i.key),
            }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" loading={busy} onClick={submit} data-testid="save">
            {t('healthExams.sheet.save')}
          </Button>
          <Button onClick={() => navigate('/health/fitness/examinationPlan/index')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </PageCard>
  );
}
