import { Button, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useAfterSave, useIdParam, validated } from '../../../kit/index.ts';
import { type Entry, SchemaForm } from '../../../widgets/index.ts';
import { saveCourse, useCourse } from '../classboard-api.ts';
import { CourseForm, courseBody } from './course-form.tsx';

const LIST = '/classboard/manage/course';

/** Adds a course (no ?id) or edits course ?id; back to the list once saved. */
export default function ClassboardCourseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const course = useCourse(id);
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);
  const afterSave = useAfterSave();

  async function save() {
    const v = await validated<Entry>(form);
    if (!v) return;
    setBusy(true);
    try {
      const body = courseBody({ ...form.getFieldsValue(true), ...v });
      await saveCourse(body, id);
      await afterSave({ to: LIST });
    } catch {
      // shown by the request layer, naming the field
    } finally {
      setBusy(false);
    }
  }

  const title = id ? t('classboard.course.edit') : t('classboard.course.add');
  if (id && course.isError)
    return (
      <PageCard title={title}>
        <Result status="warning" title={course.error?.message || t('classboard.course.notFound')} />
      </PageCard>
    );
  return (
    <PageCard title={title} testId="classboard-course-edit">
      {id && !course.data ? (
        <Spin />
      ) : (
        <>
          <CourseForm form={form} course={course.data} />
          <Space style={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => navigate(LIST)} data-testid="back">
              {t('kit.actions.back')}
            </Button>
            <Button type="primary" loading={busy} onClick={save} data-testid="save">
              {t('kit.actions.save')}
            </Button>
          </Space>
        </>
      )}
    </PageCard>
  );
}
