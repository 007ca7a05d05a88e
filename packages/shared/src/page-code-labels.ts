import type { CodeLabel } from './modules/module.ts';
import { PAGE_CODES as P } from './permissions.ts';

/**
 * Areas of overview §6 whose pages no module declares yet: their page codes can already be
 * given to a role, and move under their section once a module declares the page.
 */
export const CODE_AREAS = {
  data: { zh: '数据中心', en: 'Data centre' },
  finance: { zh: '财务管理', en: 'Finance' },
  health: { zh: '卫生保健', en: 'Health care' },
  campus: { zh: '平安校园', en: 'Safe campus' },
  teaching: { zh: '教学与成长', en: 'Teaching and growth' },
  attendance: { zh: '考勤', en: 'Attendance' },
  home: { zh: '家园共育', en: 'Home and school' },
  office: { zh: '办公', en: 'Office' },
} as const;

export type CodeArea = keyof typeof CODE_AREAS;

/** A page code's label; `area` places it while no declared page lists it. */
export interface PageCodeLabel extends CodeLabel {
  area: CodeArea;
}

/** Labels of the spec's page codes (overview §6), one per code. */
export const PAGE_CODE_LABELS: Readonly<Record<string, PageCodeLabel>> = {
  [P.dataCenter]: { zh: '数据中心', en: 'Data centre', area: 'data' },
  [P.digitalReport]: { zh: '数字报告', en: 'Digital reports', area: 'data' },
  [P.dataScreen]: { zh: '数字驾驶舱', en: 'Digital cockpit', area: 'data' },
  [P.garden]: { zh: '园所管理', en: 'Garden management', area: 'office' },
  [P.student]: { zh: '幼儿管理', en: 'Children', area: 'office' },
  [P.teacher]: { zh: '教职工管理', en: 'Staff', area: 'office' },
  [P.grade]: { zh: '年级管理', en: 'Grades', area: 'office' },
  [P.clazz]: { zh: '班级管理', en: 'Classes', area: 'office' },
  [P.position]: { zh: '岗位管理', en: 'Positions', area: 'office' },
  [P.term]: { zh: '学期管理', en: 'Terms', area: 'office' },
  [P.finance]: { zh: '财务管理', en: 'Finance', area: 'finance' },
  [P.onlineFee]: { zh: '线上收费', en: 'Online fees', area: 'finance' },
  [P.offlineFee]: { zh: '线下收费', en: 'Offline fees', area: 'finance' },
  [P.feeModel]: { zh: '收费模板', en: 'Fee models', area: 'finance' },
  [P.refund]: { zh: '退费管理', en: 'Refunds', area: 'finance' },
  [P.financialReports]: { zh: '财务报表', en: 'Financial reports', area: 'finance' },
  [P.health]: { zh: '晨午检', en: 'Health checks', area: 'health' },
  [P.recipes]: { zh: '营养膳食', en: 'Recipes and nutrition', area: 'health' },
  [P.symptomChecklist]: { zh: '症状清单', en: 'Symptom checklist', area: 'health' },
  [P.healthCare]: { zh: '保健服务', en: 'Health care services', area: 'health' },
  [P.visitors]: { zh: '访客管理', en: 'Visitors', area: 'campus' },
  [P.brand]: { zh: '品牌管理', en: 'Brand', area: 'campus' },
  [P.systemInfo]: { zh: '园所信息', en: 'School profile', area: 'office' },
  [P.platformSettings]: { zh: '平台设置', en: 'Platform settings', area: 'office' },
  [P.rolePermission]: { zh: '角色权限', en: 'Roles and permissions', area: 'office' },
  [P.teaching]: { zh: '教学计划', en: 'Teaching plans', area: 'teaching' },
  [P.growth]: { zh: '成长档案', en: 'Growth records', area: 'teaching' },
  [P.moralHandbook]: { zh: '德育手册', en: 'Moral handbook', area: 'teaching' },
  [P.cloudDiskManage]: { zh: '云盘管理', en: 'Cloud disk management', area: 'office' },
  [P.cloudDiskUse]: { zh: '云盘使用', en: 'Cloud disk', area: 'office' },
  [P.workflow]: { zh: '审批流程', en: 'Workflows', area: 'office' },
  [P.attendance]: { zh: '考勤管理', en: 'Attendance', area: 'attendance' },
  [P.parentExhort]: { zh: '家长叮嘱', en: 'Parent reminders', area: 'attendance' },
  [P.notice]: { zh: '通知公告', en: 'Notices', area: 'home' },
  [P.album]: { zh: '班级相册', en: 'Class albums', area: 'home' },
  [P.classBoard]: { zh: '班牌', en: 'Class board', area: 'office' },
};
