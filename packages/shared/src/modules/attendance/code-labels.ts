import type { CodeLabel } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

export const ATTENDANCE_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [C.shiftsEdit]: { zh: '管理班次与班级班次', en: 'Manage shifts and class shifts', page: 'attendance-shifts' },
  [C.rulesEdit]: { zh: '设置考勤规则', en: 'Set attendance rules', page: 'attendance-rules' },
  [C.ledgerEdit]: { zh: '管理考勤设备', en: 'Manage attendance devices', page: 'attendance-devices' },
  [C.calendarEdit]: { zh: '管理校历', en: 'Manage school calendar', page: 'attendance-calendar' },
  [C.leaveEdit]: { zh: '管理幼儿请假', en: 'Manage child leave', page: 'attendance-leave' },
  [C.pickupEdit]: { zh: '管理接送人', en: 'Manage authorised pickers', page: 'attendance-pickup' },
  [C.pickupSettings]: { zh: '设置智慧接送', en: 'Set smart pickup', page: 'attendance-pickup' },
  [C.healthCodesEdit]: { zh: '管理健康码', en: 'Manage health codes', page: 'attendance-health-codes' },
  [C.rollCallMark]: { zh: '记录幼儿考勤', en: "Mark children's attendance", page: 'attendance-roll-call' },
  [C.cardEdit]: { zh: '管理考勤卡', en: 'Manage attendance cards', page: 'attendance-card' },
};
