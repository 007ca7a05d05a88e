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
    {
      path: '/attendance/student/childLeave',
      name: 'attendance-leave',
      title: 'menu.attendanceLeave',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/student/statistics',
      name: 'attendance-statistics',
      title: 'menu.attendanceStatistics',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/student/pickup',
      name: 'attendance-pickup',
      title: 'menu.attendancePickup',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/healthCode/child',
      name: 'attendance-health-codes',
      title: 'menu.attendanceHealthCodes',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/student/account',
      name: 'attendance-roll-call',
      title: 'menu.attendanceRollCall',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/device/card',
      name: 'attendance-card',
      title: 'menu.attendanceCard',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
    {
      path: '/attendance/device/gate',
      name: 'attendance-gate',
      title: 'menu.attendanceGate',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [P],
    },
  ],
};
