import type { CodeLabel } from '../module.ts';
import { HEALTH_CODES as H } from './codes.ts';

export const HEALTH_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [H.inspectRecord]: { zh: '录入晨午检', en: 'Record daily checks', page: 'health-inspect-entry' },
  [H.inspectConfig]: { zh: '晨午检项目与时段设置', en: 'Check items and windows', page: 'health-inspect-items' },
  [H.inspectView]: { zh: '查看晨午检设置', en: 'See check settings', page: 'health-inspect-items' },
  [H.temperature]: { zh: '查看体温', en: 'View temperatures', page: 'health-temperature-child' },
  [H.temperatureRecord]: { zh: '录入教职工体温', en: 'Record staff temperatures', page: 'health-temperature-teacher' },
  [H.allergy]: { zh: '管理过敏信息', en: 'Manage allergies', page: 'health-allergy' },
  [H.allergyView]: { zh: '查看过敏信息', en: 'View allergies', page: 'health-allergy' },
  [H.historyView]: { zh: '查看病史', en: 'View medical history', page: 'health-history' },
  [H.history]: { zh: '管理病史', en: 'Manage medical history', page: 'health-history' },
  [H.care]: { zh: '管理健康护理', en: 'Manage health care', page: 'health-care-day' },
  [H.examManage]: { zh: '管理体检计划与评价标准', en: 'Manage exam plans and standards', page: 'health-exam-plans' },
  [H.examRecord]: { zh: '录入体检结果', en: 'Enter exam results', page: 'health-exam-records' },
  [H.examView]: { zh: '查看体检与营养评价', en: 'View exams and nutrition', page: 'health-exam-records' },
  [H.alertView]: { zh: '查看疫情预警', en: 'View outbreak alerts', page: 'health-alerts' },
  [H.alertManage]: { zh: '处理疫情预警', en: 'Handle outbreak alerts', page: 'health-alerts' },
};
