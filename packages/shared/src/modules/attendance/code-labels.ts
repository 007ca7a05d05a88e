import type { CodeLabel } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

export const ATTENDANCE_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [C.shiftsEdit]: { zh: '管理班次与班级班次', en: 'Manage shifts and class shifts', page: 'attendance-shifts' },
  [C.rulesEdit]: { zh: '设置考勤规则', en: 'Set attendance rules', page: 'attendance-rules' },
  [C.ledgerEdit]: { zh: '管理考勤设备', en: 'Manage attendance devices', page: 'attendance-devices' },
  [C.calendarEdit]: { zh: '管理校历', en: 'Manage school calendar', page: 'attendance-calendar' },
};
