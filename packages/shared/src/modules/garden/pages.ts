import { InstitutionType } from '../../constants.ts';
import { HEALTH_CODES } from '../health/codes.ts';
import type { SectionDecl } from '../types.ts';
import { GARDEN_CODES as G } from './codes.ts';

const SCHOOL = [InstitutionType.school];

/**
 * Garden management (overview §2 route table: /garden/student, /garden/teacher, /garden/base).
 * Detail and edit pages are hidden; their menu entry is the list they belong to.
 */
export const GARDEN_SECTION: SectionDecl = {
  path: '/garden',
  order: 20,
  name: 'garden',
  title: 'garden.menu.garden',
  icon: 'BankOutlined',
  institutionTypes: SCHOOL,
  permissions: [G.garden],
  children: [
    {
      path: '/garden/student',
      name: 'garden-student-module',
      title: 'garden.menu.studentManage',
      icon: 'TeamOutlined',
      permissions: [G.student],
      children: [
        { path: '/garden/student/index', name: 'garden-student', title: 'garden.menu.studentList', keepAlive: true },
        {
          path: '/garden/student/add',
          name: 'garden-student-add',
          title: 'garden.menu.studentAdd',
          hidden: true,
          permissions: [G.studentAdd],
        },
        {
          path: '/garden/student/info',
          name: 'garden-student-info',
          title: 'garden.menu.studentInfo',
          hidden: true,
          activeMenu: '/garden/student/index',
        },
        {
          path: '/garden/student/edit',
          name: 'garden-student-edit',
          title: 'garden.menu.studentEdit',
          hidden: true,
          permissions: [G.studentUpdate],
        },
      ],
    },
    {
      path: '/garden/teacher',
      name: 'garden-teacher-module',
      title: 'garden.menu.teacherManage',
      icon: 'IdcardOutlined',
      permissions: [G.teacher],
      children: [
        { path: '/garden/teacher/staff/index', name: 'garden-staff', title: 'garden.menu.staffList', keepAlive: true },
        {
          path: '/garden/teacher/staff/add',
          name: 'garden-staff-add',
          title: 'garden.menu.staffAdd',
          hidden: true,
          permissions: [G.teacherAdd],
        },
        {
          path: '/garden/teacher/staff/info',
          name: 'garden-staff-info',
          title: 'garden.menu.staffInfo',
          hidden: true,
          activeMenu: '/garden/teacher/staff/index',
        },
        {
          path: '/garden/teacher/staff/edit',
          name: 'garden-staff-edit',
          title: 'garden.menu.staffEdit',
          hidden: true,
          permissions: [G.teacherUpdate],
        },
        {
          path: '/garden/teacher/staff/authorize',
          name: 'garden-staff-authorize',
          title: 'garden.menu.staffAuthorize',
          hidden: true,
          permissions: [G.teacherAuthorize],
          activeMenu: '/garden/teacher/staff/index',
        },
      ],
    },
    {
      path: '/garden/base',
      name: 'garden-base-module',
      title: 'garden.menu.gardenBase',
      icon: 'ApartmentOutlined',
      children: [
        { path: '/garden/base/grade', name: 'garden-grade', title: 'garden.menu.grade', permissions: [G.grade] },
        { path: '/garden/base/class/index', name: 'garden-class', title: 'garden.menu.class', permissions: [G.clazz], keepAlive: true },
        {
          path: '/garden/base/class/view',
          name: 'garden-class-view',
          title: 'garden.menu.classView',
          hidden: true,
          permissions: [G.clazz],
        },
        {
          path: '/garden/base/class/edit',
          name: 'garden-class-edit',
          title: 'garden.menu.classEdit',
          newTitle: 'classes.addTitle',
          hidden: true,
          permissions: [G.clazzGet, G.clazzAdd, G.clazzUpdate],
        },
        {
          path: '/garden/base/class/edit2',
          name: 'garden-class-numbers',
          title: 'garden.menu.classNumbers',
          hidden: true,
          permissions: [G.clazz],
          activeMenu: '/garden/base/class/index',
        },
        {
          path: '/garden/base/graduate/index',
          name: 'garden-graduate',
          title: 'garden.menu.graduate',
          permissions: [G.clazz],
          keepAlive: true,
        },
        {
          path: '/garden/base/graduate/view',
          name: 'garden-graduate-view',
          title: 'garden.menu.graduateView',
          hidden: true,
          permissions: [G.clazz],
        },
        {
          path: '/garden/base/graduate/view2',
          name: 'garden-graduate-growth',
          title: 'garden.menu.graduateGrowth',
          hidden: true,
          permissions: [HEALTH_CODES.examView],
          activeMenu: '/garden/base/graduate/index',
        },
        {
          path: '/garden/base/graduate/view4',
          name: 'garden-graduate-day-checks',
          title: 'garden.menu.graduateDayChecks',
          hidden: true,
          permissions: [HEALTH_CODES.inspect],
          activeMenu: '/garden/base/graduate/index',
        },
        {
          path: '/garden/base/graduate/view6',
          name: 'garden-graduate-month-checks',
          title: 'garden.menu.graduateMonthChecks',
          hidden: true,
          permissions: [HEALTH_CODES.inspect],
          activeMenu: '/garden/base/graduate/index',
        },
        {
          path: '/garden/base/graduate/detail',
          name: 'garden-graduate-detail',
          title: 'garden.menu.graduateDetail',
          hidden: true,
          permissions: [G.clazz],
        },
        { path: '/garden/base/position', name: 'garden-position', title: 'garden.menu.position', permissions: [G.position] },
        { path: '/garden/base/semester', name: 'garden-semester', title: 'garden.menu.semester', permissions: [G.term] },
      ],
    },
  ],
};

/** The class board's school-side content (overview §2 /classboard/manage): brand content, rooms, courses. */
export const CLASSBOARD_SECTION: SectionDecl = {
  path: '/classboard',
  order: 30,
  name: 'classboard',
  title: 'garden.menu.classboard',
  icon: 'PictureOutlined',
  institutionTypes: SCHOOL,
  permissions: [G.classBoard, G.classBrand, G.placeRoom, G.course],
  children: [
    {
      path: '/classboard/manage',
      name: 'classboard-manage-module',
      title: 'garden.menu.classboardManage',
      icon: 'AppstoreOutlined',
      children: [
        {
          path: '/classboard/manage/content',
          name: 'classboard-content',
          title: 'garden.menu.classBrandContent',
          permissions: [G.classBrand],
        },
        { path: '/classboard/manage/room', name: 'classboard-room', title: 'garden.menu.placeRoom', permissions: [G.placeRoom] },
        {
          path: '/classboard/manage/course',
          name: 'classboard-course',
          title: 'garden.menu.course',
          permissions: [G.course],
          keepAlive: true,
        },
        {
          path: '/classboard/manage/course/edit',
          name: 'classboard-course-edit',
          title: 'garden.menu.courseEdit',
          newTitle: 'classboard.course.add',
          hidden: true,
          permissions: [G.course],
        },
        {
          path: '/classboard/manage/course/detail',
          name: 'classboard-course-detail',
          title: 'garden.menu.courseDetail',
          hidden: true,
          permissions: [G.course],
        },
      ],
    },
  ],
};
