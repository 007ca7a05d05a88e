import { timeValue } from '@kg/shared/contract/fields';
import { COURSE_LIMITS, COURSE_TYPES, courseEndpoints, WEEKDAYS } from '@kg/shared/modules/garden/courses';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules, toOptions, useCatalog } from '../../../kit/index.ts';
import { type Entry, type FieldOption, type FormField, type ImageRecord, ImageUpload, SchemaForm } from '../../../widgets/index.ts';
import { type Course, type CourseSave, imageIdOf, useRoomOptions } from '../classboard-api.ts';
import { gardenUploader, useClassOptions } from '../index.ts';
import { StaffSelect } from '../staff/staff-select.tsx';

/** The form's values of a saved course; a new course starts as an interest class. */
export function courseValues(c: Course | undefined): Entry {
  if (!c) return { courseType: 1, classIds: [], weekdays: [] };
  return {
    name: c.name,
    courseType: c.courseType,
    placeRoomId: c.placeRoomId ?? undefined,
    teacherId: c.teacherId ?? undefined,
    classIds: c.classIds,
    weekdays: c.weekdays,
    startTime: c.startTime?.slice(0, 5),
    endTime: c.endTime?.slice(0, 5),
    startDate: c.startDate ?? undefined,
    endDate: c.endDate ?? undefined,
    cover: c.cover ?? undefined,
    description: c.description ?? '',
  };
}

/** The insert/update body (course-input.ts) from the form's values. */
export function courseBody(v: Entry): CourseSave {
  return {
    name: v.name as string,
    courseType: v.courseType,
    placeRoomId: v.placeRoomId ?? null,
    teacherId: v.teacherId ?? null,
    classIds: v.classIds,
    weekdays: v.weekdays,
    startTime: v.startTime as string,
    endTime: v.endTime as string,
    startDate: v.startDate as string,
    endDate: v.endDate as string,
    coverId: imageIdOf(v.cover as ImageRecord | undefined),
    description: v.description || null,
  };
}

/** Keeps a saved reference choosable even when the option list no longer offers it. */
const withSaved = (list: FieldOption[], saved: { id: number | null; name: string | null }[]) => {
  const out = [...list];
  for (const s of saved) if (s.id && !out.some((o) => o.value === s.id)) out.push({ value: s.id, label: s.name ?? String(s.id) });
  return out;
};

/**
 * The course fields: name, type, place, classes, weekdays, dates and times on the grid; the
 * teacher (searched on the server), cover and description below it.
 */
export function CourseForm({ form, course }: { form: FormInstance; course?: Course }) {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const classes = useClassOptions();
  const rooms = useRoomOptions();

  const fields = useMemo((): FormField[] => {
    const classOptions = withSaved(toOptions(classes.data), course?.classes ?? []);
    const roomOptions = withSaved(toOptions(rooms.data), course ? [{ id: course.placeRoomId, name: course.placeRoomName }] : []);
    const time = (key: string, extra?: FormField['rules']): FormField => ({
      key,
      label: t(`classboard.course.${key}`),
      component: 'input',
      maxLength: 5,
      placeholder: 'HH:mm',
      rules: extra ?? [],
    });
    const timeFormat = t('classboard.course.timeFormat');
    // the add call's input holds the rules: required, lengths, list sizes, the time's format
    return schemaRules(courseEndpoints.add.input, t, { format: { startTime: timeFormat, endTime: timeFormat } }).withRules([
      { key: 'name', label: t('classboard.course.name'), component: 'input' },
      {
        key: 'courseType',
        label: t('classboard.course.courseType'),
        component: 'select',
        options: options(COURSE_TYPES),
        // the wire defaults a blank type to 1: the form asks for a choice
        rules: [{ required: true }],
      },
      {
        key: 'classIds',
        label: t('classboard.course.classes'),
        component: 'multiSelect',
        options: classOptions,
        colspan: 2,
      },
      {
        key: 'weekdays',
        label: t('classboard.course.weekdays'),
        component: 'multiSelect',
        options: options(WEEKDAYS),
      },
      { key: 'placeRoomId', label: t('classboard.course.placeRoom'), component: 'select', options: roomOptions },
      {
        key: 'startDate',
        endKey: 'endDate',
        label: t('classboard.course.dates'),
        component: 'date',
        colspan: 2,
        rules: [{ validator: (_, e) => (e.endDate ? undefined : t('classboard.course.datesRequired')) }],
      },
      time('startTime'),
      time('endTime', [
        {
          validator: (v, e) =>
            timeValue.safeParse(v).success && typeof e.startTime === 'string' && (v as string) <= e.startTime
              ? t('classboard.course.endAfterStart')
              : undefined,
        },
      ]),
    ]);
  }, [t, options, classes.data, rooms.data, course]);

  const current = course?.teacherId ? { value: course.teacherId, label: course.teacherName ?? String(course.teacherId) } : null;
  const initialValues = useMemo(() => courseValues(course), [course]);
  return (
    <SchemaForm form={form} fields={fields} initialValues={initialValues}>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item name="teacherId" label={t('classboard.course.teacher')}>
            <StaffSelect current={current} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="cover" label={t('classboard.course.cover')}>
        <ImageUpload uploader={gardenUploader} />
      </Form.Item>
      <Form.Item name="description" label={t('classboard.course.description')}>
        <Input.TextArea
          rows={4}
          maxLength={COURSE_LIMITS.description}
          showCount
          placeholder={t('widgets.form.fill', { label: t('classboard.course.description') })}
        />
      </Form.Item>
    </SchemaForm>
  );
}
