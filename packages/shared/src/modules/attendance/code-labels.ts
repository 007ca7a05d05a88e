import type { CodeLabel } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

export const ATTENDANCE_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [C.view]: { zh: '查看考勤', en: 'View attendance', page: 'attendance-shifts' },
  [C.shiftsEdit]: { zh: '管理班次管理', en: 'Manage shifts', page: 'attendance-shifts' },
  [C.ledgerEdit]: { zh: '管理考勤设备', en: 'Manage attendance devices', page: 'attendance-devices' },
  [C.calendarEdit]: { zh: '管理校历', en: 'Manage school calendar', page: 'attendance-calendar' },
};
