import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';
import { ATTENDANCE_CODES } from './codes.ts';

const P = ATTENDANCE_CODES.view;

/** Attendance: its section in the menu and its pages. */
export const ATTENDANCE_SECTION: SectionDecl = {
  path: '/attendance',
  order: 60,
  name: 'attendance',
  title: 'menu.attendance',
  icon: 'AppstoreOutlined',
  institutionTypes: [InstitutionType.school],
  permissions: [P],
  children: [
    {
      path: '/attendance/student/shiftManage',
      name: 'attendance-shifts',
      title: 'menu.attendanceShifts',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/student/accountRule',
      name: 'attendance-rules',
      title: 'menu.attendanceRules',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/device/list',
      name: 'attendance-devices',
      title: 'menu.attendanceDevices',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/student/schedule',
      name: 'attendance-calendar',
      title: 'menu.attendanceCalendar',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
  ],
};
