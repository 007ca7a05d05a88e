import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { todayChina } from '@kg/shared/time/china';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, RemoteSelect, SAVE_BUTTON_PROPS, schemaRules, useAfterSave, validated } from '../../../kit/index.ts';
import { DATE_FORMAT, type FieldOption } from '../../../widgets/index.ts';
import { COURSE_ENDPOINTS, type Course } from '../classboard-api.ts';

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
const isoWeekday = (d: Dayjs) => d.day() || 7;

/**
 * Whether a day may be corrected: a meeting day of the course within its dates and before
 * China's today (the server checks the same and answers garden-0005 otherwise).
 */
export function isRepairableDay(
  course: Pick<Course, 'weekdays' | 'startDate' | 'endDate'>,
  d: Dayjs,
  today = dayjs(todayChina()),
): boolean {
  const day = d.format(DATE_FORMAT);
  // a course saved without dates is bounded by none (as on the server)
  const within = (!course.startDate || day >= course.startDate) && (!course.endDate || day <= course.endDate);
  return day < today.format(DATE_FORMAT) && within && course.weekdays.includes(isoWeekday(d));
}

/** A late sign-in correction: a child of one of the course's classes on a past meeting day. */
export function RepairSignDialog({ course, open, onClose }: { course: Course; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const afterSave = useAfterSave();
  const clazzId = Form.useWatch('clazzId', form) as number | undefined;

  const loadChildren = async (name: string): Promise<FieldOption[]> => {
    const page = await call(childEndpoints.listOfClass, {
      clazzId: clazzId as number,
      pageNum: 1,
      pageSize: 20,
      ...(name ? { name } : {}),
    });
    return page.list.map((c) => ({ value: c.id, label: c.name }));
  };

  async function save() {
    const v = await validated<{ studentId: number; signDate: Dayjs }>(form);
    if (!v) return;
    setBusy(true);
    try {
      await call(COURSE_ENDPOINTS.repairSign, { courseId: course.id, studentId: v.studentId, signDate: v.signDate.format(DATE_FORMAT) });
      onClose();
      await afterSave({ text: t('classboard.repair.done') });
    } catch {
      // shown by the request layer (already signed, not a meeting day…)
    } finally {
      setBusy(false);
    }
  }

  const choose = (label: string) => t('widgets.form.choose', { label });
  const r = useMemo(() => schemaRules(COURSE_ENDPOINTS.repairSign.input, t), [t]);
  const child = t('classboard.repair.child');
  return (
    <Modal
      open={open}
      title={t('classboard.repair.title')}
      onCancel={onClose}
      onOk={save}
      okText={t('kit.actions.save')}
      cancelText={t('common.cancel')}
      okButtonProps={SAVE_BUTTON_PROPS}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: 1 }}
        preserve={false}
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('clazzId' in changed) form.setFieldValue('studentId', undefined);
        }}
      >
        {/* the class only narrows the children offered: the call takes the child */}
        <Form.Item
          name="clazzId"
          label={t('classboard.repair.class')}
          rules={[{ required: true, message: choose(t('classboard.repair.class')) }]}
        >
          <Select
            options={course.classes.map((c) => ({ value: c.id, label: c.name }))}
            placeholder={choose(t('classboard.repair.class'))}
          />
        </Form.Item>
        <Form.Item name="studentId" label={child} rules={r.rules('studentId', child, { picked: true })}>
          <RemoteSelect
            queryKey={['options', 'course-children', clazzId]}
            load={loadChildren}
            disabled={!clazzId}
            placeholder={clazzId ? t('classboard.repair.childSearch') : t('classboard.repair.classFirst')}
          />
        </Form.Item>
        <Form.Item
          name="signDate"
          label={t('classboard.repair.date')}
          rules={r.rules('signDate', t('classboard.repair.date'))}
          extra={t('classboard.repair.dateHint')}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(d) => !isRepairableDay(course, d)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
