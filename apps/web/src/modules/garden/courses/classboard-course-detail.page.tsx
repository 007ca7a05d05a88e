import { GARDEN_CODES as G } from '@kg/shared';
import { Button, Descriptions, Image, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useCatalog, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { useCourse } from '../classboard-api.ts';
import { classNames, dateRangeText, timeText, weekdaysText } from './course-text.ts';
import { RepairSignDialog } from './repair-sign-dialog.tsx';
import { useDeleteCourse } from './use-delete-course.ts';

const LIST = '/classboard/manage/course';

/** A course, read-only, with edit, delete and the late sign-in correction for those allowed. */
export default function ClassboardCourseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { labelOf } = useCatalog();
  const id = useIdParam();
  const course = useCourse(id);
  const canEdit = usePermission([G.course]);
  // picking the child lists a class's children: a student or class page code is needed too
  const canListChildren = usePermission([G.student, G.clazz]);
  const deleteCourse = useDeleteCourse(() => navigate(LIST));
  const [repairing, setRepairing] = useState(false);
  const sep = t('classboard.separator');
  const empty = t('kit.empty');

  const title = t('garden.menu.courseDetail');
  if (!id || course.isError)
    return (
      <PageCard title={title}>
        <Result status="warning" title={course.error?.message || t('classboard.course.notFound')} />
      </PageCard>
    );
  const c = course.data;
  const actions = (
    <>
      <Button onClick={() => navigate(LIST)} data-testid="back">
        {t('kit.actions.back')}
      </Button>
      {c && canEdit && canListChildren && (
        <Button onClick={() => setRepairing(true)} data-testid="repair-sign">
          {t('classboard.repair.title')}
        </Button>
      )}
      {c && canEdit && (
        <Button onClick={() => navigate(`${LIST}/edit?id=${c.id}`)} data-testid="edit">
          {t('kit.actions.edit')}
        </Button>
      )}
      {c && canEdit && (
        <Button danger onClick={() => deleteCourse(c.id)} data-testid="delete">
          {t('kit.actions.delete')}
        </Button>
      )}
    </>
  );
  return (
    <PageCard title={title} extra={actions} testId="classboard-course-detail">
      {!c ? (
        <Spin />
      ) : (
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle" data-testid="course-detail">
          <Descriptions.Item label={t('classboard.course.name')}>{c.name}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.courseType')}>{c.courseTypeName}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.classes')} span={2}>
            {classNames(c, sep) || empty}
          </Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.teacher')}>{c.teacherName || empty}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.placeRoom')}>{c.placeRoomName || empty}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.weekdays')}>{weekdaysText(c.weekdays, labelOf, sep)}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.time')}>{timeText(c)}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.dates')}>{dateRangeText(c)}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.signCount')}>{c.signCount || empty}</Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.cover')} span={2}>
            {c.cover ? <Image width={150} src={c.cover.thumbnailUrl || c.cover.url} preview={{ src: c.cover.url }} /> : empty}
          </Descriptions.Item>
          <Descriptions.Item label={t('classboard.course.description')} span={2}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{c.description || empty}</div>
          </Descriptions.Item>
        </Descriptions>
      )}
      {c && repairing && <RepairSignDialog open course={c} onClose={() => setRepairing(false)} />}
    </PageCard>
  );
}
