import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';
import { HEALTH_CODES as H } from './codes.ts';

const school = [InstitutionType.school];

/**
 * Daily health (overview §2 /health/examinations, /health/check, /health/temperature, /health/care)
 * physical exams, growth and nutrition assessment (/health/fitness, /health/reports) and the outbreak alerts.
 */
export const HEALTH_SECTION: SectionDecl = {
  path: '/health',
  order: 40,
  name: 'health',
  title: 'menu.health',
  icon: 'MedicineBoxOutlined',
  institutionTypes: school,
  children: [
    {
      path: '/health/examinations/morningExaminations/entry',
      name: 'health-inspect-entry',
      title: 'menu.healthInspectEntry',
      icon: 'FormOutlined',
      permissions: [H.inspectRecord],
    },
    {
      path: '/health/examinations/morningExaminations/index',
      name: 'health-inspect-daily',
      title: 'menu.healthInspectDaily',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      permissions: [H.inspect],
    },
    {
      path: '/health/examinations/morningExaminations/monthRecord',
      name: 'health-inspect-month',
      title: 'menu.healthInspectMonth',
      icon: 'TableOutlined',
      keepAlive: true,
      permissions: [H.inspect],
    },
    {
      path: '/health/examinations/morningExaminations/monthRecord/student',
      name: 'health-inspect-student-month',
      title: 'menu.healthInspectStudentMonth',
      hidden: true,
      permissions: [H.inspect],
    },
    {
      path: '/health/examinations/examinations/index',
      name: 'health-inspect-items',
      title: 'menu.healthInspectItems',
      icon: 'ProfileOutlined',
      permissions: [H.inspectConfig],
      alsoNeeds: [H.inspectView],
    },
    {
      path: '/health/examinations/examinations/conf',
      name: 'health-inspect-conf',
      title: 'menu.healthInspectConf',
      icon: 'FieldTimeOutlined',
      permissions: [H.inspectConfig],
      alsoNeeds: [H.inspectView],
    },
    {
      path: '/health/temperature/child',
      name: 'health-temperature-child',
      title: 'menu.healthTemperatureChild',
      icon: 'LineChartOutlined',
      keepAlive: true,
      permissions: [H.temperature],
    },
    {
      path: '/health/temperature/teacher',
      name: 'health-temperature-teacher',
      title: 'menu.healthTemperatureTeacher',
      icon: 'LineChartOutlined',
      keepAlive: true,
      permissions: [H.temperature, H.temperatureRecord],
    },
    {
      path: '/health/check/allergen',
      name: 'health-allergy',
      title: 'menu.healthAllergy',
      icon: 'AlertOutlined',
      keepAlive: true,
      permissions: [H.allergy, H.allergyView],
    },
    {
      path: '/health/check/history',
      name: 'health-history',
      title: 'menu.healthHistory',
      icon: 'HistoryOutlined',
      keepAlive: true,
      permissions: [H.history, H.historyView],
    },
    {
      path: '/health/care/day',
      name: 'health-care-day',
      title: 'menu.healthCareDay',
      icon: 'HeartOutlined',
      keepAlive: true,
      // a class teacher reads and writes entries on their classes' care (the server scopes it)
      permissions: [H.care, H.inspectRecord],
    },
    {
      path: '/health/care/day/dailyCare',
      name: 'health-care-daily',
      title: 'menu.healthCareDaily',
      hidden: true,
      permissions: [H.care, H.inspectRecord],
    },
    {
      path: '/health/fitness/examinationPlan/index',
      name: 'health-exam-plans',
      title: 'menu.healthExamPlans',
      icon: 'SolutionOutlined',
      keepAlive: true,
      permissions: [H.examManage],
    },
    {
      path: '/health/fitness/examinationPlan/add',
      name: 'health-exam-plan-add',
      title: 'menu.healthExamPlanAdd',
      hidden: true,
      permissions: [H.examManage],
    },
    {
      path: '/health/fitness/examinationPlan/edit',
      name: 'health-exam-plan-edit',
      title: 'menu.healthExamPlanEdit',
      hidden: true,
      permissions: [H.examManage],
    },
    {
      path: '/health/fitness/examinationRecord',
      name: 'health-exam-records',
      title: 'menu.healthExamRecords',
      icon: 'FileTextOutlined',
      keepAlive: true,
      permissions: [H.examRecord, H.examView],
    },
    {
      path: '/health/fitness/hight-and-weight',
      name: 'health-growth',
      title: 'menu.healthGrowth',
      icon: 'RiseOutlined',
      keepAlive: true,
      permissions: [H.examView],
    },
    {
      path: '/health/fitness/heightStatistics',
      name: 'health-height-stats',
      title: 'menu.healthHeightStats',
      icon: 'BarChartOutlined',
      permissions: [H.examView],
    },
    {
      path: '/health/fitness/weightStatistics',
      name: 'health-weight-stats',
      title: 'menu.healthWeightStats',
      icon: 'BarChartOutlined',
      permissions: [H.examView],
    },
    {
      path: '/health/fitness/nutrition',
      name: 'health-nutrition',
      title: 'menu.healthNutrition',
      icon: 'PieChartOutlined',
      keepAlive: true,
      permissions: [H.examView],
    },
    {
      path: '/health/fitness/evaluation',
      name: 'health-exam-standard',
      title: 'menu.healthExamStandard',
      icon: 'SettingOutlined',
      permissions: [H.examManage, H.examView],
    },
    {
      path: '/health/reports/physical',
      name: 'health-physical-report',
      title: 'menu.healthPhysicalReport',
      icon: 'FundOutlined',
      permissions: [H.examView],
    },
    {
      path: '/health/alerts/index',
      name: 'health-alerts',
      title: 'menu.healthAlerts',
      icon: 'WarningOutlined',
      permissions: [H.alertView],
    },
  ],
};

/** Parent exhortations (overview §2 /exhort/parent-exhort list and detail). */
export const EXHORT_SECTION: SectionDecl = {
  path: '/exhort',
  order: 45,
  name: 'exhort',
  title: 'menu.exhort',
  icon: 'MessageOutlined',
  institutionTypes: school,
  children: [
    {
      path: '/exhort/parent-exhort/list',
      name: 'exhort-list',
      title: 'menu.exhortList',
      icon: 'MessageOutlined',
      keepAlive: true,
      permissions: [H.exhort],
    },
    { path: '/exhort/parent-exhort/detail', name: 'exhort-detail', title: 'menu.exhortDetail', hidden: true, permissions: [H.exhort] },
  ],
};

/** The data centre's health pages (overview §2 /data/health/dailyCheck, monthlyCheck, allergen). */
export const DATA_SECTION: SectionDecl = {
  path: '/data',
  order: 15,
  name: 'data',
  title: 'menu.data',
  icon: 'FundOutlined',
  institutionTypes: school,
  children: [
    {
      path: '/data/health/dailyCheck',
      name: 'data-health-daily',
      title: 'menu.dataHealthDaily',
      icon: 'BarChartOutlined',
      permissions: [H.dataCentre],
    },
    {
      path: '/data/health/monthlyCheck',
      name: 'data-health-monthly',
      title: 'menu.dataHealthMonthly',
      icon: 'LineChartOutlined',
      permissions: [H.dataCentre],
    },
    {
      path: '/data/health/allergen',
      name: 'data-health-allergen',
      title: 'menu.dataHealthAllergen',
      icon: 'PieChartOutlined',
      permissions: [H.dataCentre],
    },
  ],
};
