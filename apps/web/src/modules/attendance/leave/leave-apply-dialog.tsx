import { LEAVE_KINDS } from '@kg/shared/modules/attendance/leave';
import { LEAVE_SYMPTOM_KEYS } from '@kg/shared/modules/attendance/leave-symptoms';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { RemoteSelect, useCall, useEndpointForm } from '../../../kit/index.ts';
import { DATE_FORMAT } from '../../../widgets/index.ts';
import { applyLeave, childOptions, LEAVE_ENDPOINTS as E, leaveDays } from './leave-api.ts';

export interface LeaveApplyDialogProps {
  onClose: () => void;
  /** The leave's status: approved at once when the school's process asks nobody. */
  onApplied: (status: string) => void;
}

interface Values {
  classId?: number;
  studentId?: number;
  kind: 'sick' | 'personal';
  startsOn?: Dayjs | null;
  startsPm: boolean;
  endsOn?: Dayjs | null;
  endsAm: boolean;
  symptoms?: string[];
  reason?: string;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format(DATE_FORMAT) : '');

/** The days the chosen span takes, as the server counts them from the school calendar (never typed). */
function DaysPreview({ span }: { span: { startsOn: string; startsPm: boolean; endsOn: string; endsAm: boolean } | null }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['attendance-leave-days', span],
    queryFn: () => leaveDays(span as NonNullable<typeof span>),
    enabled: span !== null && span.endsOn >= span.startsOn,
    retry: false,
  });
  if (preview.data)
    return (
      <Typography.Text strong data-testid="leave-days">
        {t('attendanceLeave.preview', { days: preview.data.days, count: preview.data.schoolDays.length })}
      </Typography.Text>
    );
  if (preview.error instanceof ApiError)
    return (
      <Typography.Text type="danger" data-testid="leave-days">
        {preview.error.message}
      </Typography.Text>
    );
  return <Typography.Text type="secondary">{t('attendanceLeave.previewHelp')}</Typography.Text>;
}

/**
 * Apply for a child's leave: the child (narrowed by class), sick or personal, first and last day
 * with their halves, symptoms for a sick leave, the reason. The days show as the calendar counts
 * them; a refusal naming a field (an overlap, a span without a school day) lands under it.
 */
export function LeaveApplyDialog({ onClose, onApplied }: LeaveApplyDialogProps) {
  const { t } = useTranslation();
  const f = useEndpointForm<typeof E.apply, Values>(E.apply);
  const classes = useCall('options', E.classes, {});
  const classId = Form.useWatch('classId', f.form);
  const kind = Form.useWatch('kind', f.form);
  const [startsOn, startsPm, endsOn, endsAm] = [
    Form.useWatch('startsOn', f.form),
    Form.useWatch('startsPm', f.form),
    Form.useWatch('endsOn', f.form),
    Form.useWatch('endsAm', f.form),
  ];
  const span = startsOn && endsOn ? { startsOn: day(startsOn), startsPm: !!startsPm, endsOn: day(endsOn), endsAm: !!endsAm } : null;
  const label = (k: string) => t(`attendanceLeave.fields.${k}`);

  async function confirm() {
    let status = 'pending';
    const sent = await f.submit(
      async (input) => {
        status = (await applyLeave(input)).status;
      },
      (v) => ({
        studentId: v.studentId as number,
        kind: v.kind,
        startsOn: day(v.startsOn),
        startsPm: v.startsPm,
        endsOn: day(v.endsOn),
        endsAm: v.endsAm,
        reason: v.reason?.trim() ?? '',
        symptoms: v.kind === 'sick' ? ((v.symptoms ?? []) as never) : undefined,
      }),
    );
    if (sent) onApplied(status);
  }

  return (
    <Modal
      open
      title={t('attendanceLeave.applyTitle')}
      onOk={confirm}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save' } as never}
      confirmLoading={f.busy}
      destroyOnHidden
    >
      <Form<Values>
        form={f.form}
        name="leaveApply"
        layout="vertical"
        preserve={false}
        initialValues={{ kind: 'sick', startsPm: false, endsAm: false, symptoms: [] }}
        onValuesChange={(changed) => {
          // another class: the chosen child may not be in it
          if ('classId' in changed) f.form.setFieldValue('studentId', undefined);
        }}
      >
        <Form.Item name="classId" label={label('class')}>
          <Select allowClear options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))} data-testid="leave-class" />
        </Form.Item>
        <Form.Item name="studentId" label={label('child')} rules={f.rules('studentId', label('child'))}>
          <RemoteSelect queryKey={['attendance-leave-children', classId ?? null]} load={(s) => childOptions(s, classId)} />
        </Form.Item>
        <Form.Item name="kind" label={label('kind')} rules={f.rules('kind', label('kind'))}>
          <Radio.Group options={LEAVE_KINDS.map((k) => ({ value: k, label: t(`attendanceLeave.kinds.${k}`) }))} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="startsOn" label={label('startsOn')} rules={f.rules('startsOn', label('startsOn'))}>
            <DatePicker format={DATE_FORMAT} />
          </Form.Item>
          <Form.Item name="startsPm" label={label('startsPm')}>
            <Select
              style={{ minWidth: 120 }}
              options={[
                { value: false, label: t('attendanceLeave.startHalves.whole') },
                { value: true, label: t('attendanceLeave.startHalves.pm') },
              ]}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="endsOn" label={label('endsOn')} rules={f.rules('endsOn', label('endsOn'))}>
            <DatePicker format={DATE_FORMAT} />
          </Form.Item>
          <Form.Item name="endsAm" label={label('endsAm')} rules={f.rules('endsAm', label('endsAm'))}>
            <Select
              style={{ minWidth: 120 }}
              options={[
                { value: false, label: t('attendanceLeave.endHalves.whole') },
                { value: true, label: t('attendanceLeave.endHalves.am') },
              ]}
            />
          </Form.Item>
        </Space>
        <Form.Item>
          <DaysPreview span={span} />
        </Form.Item>
        {kind === 'sick' && (
          <Form.Item
            name="symptoms"
            label={label('symptoms')}
            extra={t('attendanceLeave.symptomsHelp')}
            rules={[{ type: 'array', required: true, min: 1, message: t('attendanceLeave.symptomsRequired') }]}
          >
            <Checkbox.Group options={LEAVE_SYMPTOM_KEYS.map((s) => ({ value: s, label: t(`attendanceLeave.symptomNames.${s}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={label('reason')} rules={f.rules('reason', label('reason'))}>
          <Input.TextArea rows={3} maxLength={f.maxLength('reason')} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
