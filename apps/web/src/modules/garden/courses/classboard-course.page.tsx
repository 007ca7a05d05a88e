import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { COURSE_TYPES } from '@kg/shared/modules/garden/courses';
import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { filtersOf, PageCard, PagedTable, searchFields, toOptions, useCatalog, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { COURSE_ENDPOINTS, type Course, useRoomOptions } from '../classboard-api.ts';
import { useClassOptions } from '../index.ts';
import { classNames, dateRangeText, timeText, weekdaysText } from './course-text.ts';
import { useDeleteCourse } from './use-delete-course.ts';

const BASE = '/classboard/manage/course';

/** Courses: paged and searchable; added and edited on the edit page, read on the detail page. */
export default function ClassboardCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { options, labelOf } = useCatalog();
  const classes = useClassOptions();
  const rooms = useRoomOptions();
  const list = usePagedList(COURSE_ENDPOINTS.list);
  const canEdit = usePermission([G.course]);
  const deleteCourse = useDeleteCourse();
  const sep = t('classboard.separator');
  const empty = t('kit.empty');

  const search = searchFields([
    { key: 'name', label: t('classboard.course.name'), component: 'input' },
    { key: 'courseType', label: t('classboard.course.courseType'), component: 'select', options: options(COURSE_TYPES) },
    { key: 'classId', label: t('classboard.course.classes'), component: 'select', options: toOptions(classes.data) },
    { key: 'placeRoomId', label: t('classboard.course.placeRoom'), component: 'select', options: toOptions(rooms.data) },
  ]);
  const columns: TableColumnsType<Course> = [
    { title: t('classboard.course.name'), dataIndex: 'name', key: 'name' },
    { title: t('classboard.course.courseType'), dataIndex: 'courseTypeName', key: 'type' },
    { title: t('classboard.course.classes'), key: 'classes', ellipsis: true, render: (_, r) => classNames(r, sep) || empty },
    { title: t('classboard.course.teacher'), dataIndex: 'teacherName', key: 'teacher', render: (v: string | null) => v || empty },
    { title: t('classboard.course.placeRoom'), dataIndex: 'placeRoomName', key: 'room', render: (v: string | null) => v || empty },
    { title: t('classboard.course.weekdays'), key: 'weekdays', render: (_, r) => weekdaysText(r.weekdays, labelOf, sep) },
    { title: t('classboard.course.time'), key: 'time', render: (_, r) => timeText(r) },
    { title: t('classboard.course.dates'), key: 'dates', responsive: ['lg'], render: (_, r) => dateRangeText(r) },
    {
      title: t('kit.actions.operation'),
      key: 'action',
      fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          <Button type="link" size="small" data-testid="row-view" onClick={() => navigate(`${BASE}/detail?id=${r.id}`)}>
            {t('kit.actions.view')}
          </Button>
          {canEdit && (
            <>
              <Button type="link" size="small" data-testid="row-edit" onClick={() => navigate(`${BASE}/edit?id=${r.id}`)}>
                {t('kit.actions.edit')}
              </Button>
              <Button type="link" size="small" danger data-testid="row-delete" onClick={() => deleteCourse(r.id)}>
                {t('kit.actions.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={t('garden.menu.course')}
      testId="classboard-course"
      extra={
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate(`${BASE}/edit`)}>
            {t('kit.actions.add')}
          </Button>
        ) : null
      }
    >
      <SearchForm fields={search} onSearch={(d) => list.setFilters(filtersOf(d))} loading={list.loading} />
      <PagedTable<Course> list={list} columns={columns} testId="classboard-course-table" />
    </PageCard>
  );
}
