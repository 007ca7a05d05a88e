import { z } from 'zod';
import { readFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { pageOf } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import * as S from './growth-stat-schemas.ts';

/** Everything here reads exam records: whoever views exams, a class teacher for their own classes. */
const view = readFor(H.examView);

/** Growth figures read from the exam records: height and weight statistics per class, grade and age band, a child's measurements across plans on the reference's percentile bands (statistic/student/detail), the physical report per child and class. */
export const growthStatEndpoints = endpoints('/attendance/v1/exam', {
  plans: {
    path: 'statistic/plan/list',
    access: view,
    scope: 'class',
    input: S.planOptionsQuery,
    output: z.array(S.statPlan),
    summary:
      "Plans with records in the caller's classes, latest first, each with its measured classes; clazzId narrows to one class (a graduated class's plans)",
  },
  studentDetail: {
    path: 'statistic/student/detail',
    access: view,
    scope: 'class',
    input: S.studentDetailQuery,
    output: S.studentDetail,
    summary:
      "A child's records across plans (height, weight, BMI, z-scores, statuses) and the reference's P3/P15/P50/P85/P97 height-, weight- and BMI-for-age over the child's age range, by sex",
  },
  height: {
    path: 'statistic/height',
    access: view,
    scope: 'class',
    input: S.statQuery,
    output: S.statResult,
    summary:
      "A plan's heights per class, grade or age band (groupBy): count, mean, SD, median, min, max, mean height-for-age z and its distribution",
  },
  weight: {
    path: 'statistic/weight',
    access: view,
    scope: 'class',
    input: S.statQuery,
    output: S.statResult,
    summary:
      "A plan's weights per class, grade or age band (groupBy): count, mean, SD, median, min, max, mean weight-for-age z and its distribution",
  },
  heightExport: {
    path: 'statistic/height/export',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: S.statQuery,
    output: z.unknown(),
    summary: 'The height statistics of statistic/height as .xlsx',
  },
  weightExport: {
    path: 'statistic/weight/export',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: S.statQuery,
    output: z.unknown(),
    summary: 'The weight statistics of statistic/weight as .xlsx',
  },
  students: {
    path: 'statistic/student/page',
    access: view,
    scope: 'class',
    input: S.growthListQuery,
    output: pageOf(S.growthRow),
    summary:
      "Children of a plan (the school's latest when planId is absent) with height, weight, BMI, z-scores and statuses, paged: filters clazzId, status, name",
  },
  studentsExport: {
    path: 'statistic/student/export',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: S.growthExportQuery,
    output: z.unknown(),
    summary: 'The children of statistic/student/page as .xlsx; large exports run as a job',
  },
  studentReport: {
    path: 'report/student',
    access: view,
    scope: 'class',
    input: S.studentReportQuery,
    output: S.studentReport,
    summary: "A child's physical report: identity, each plan's items against the school's normal ranges, and the growth assessment",
  },
  classReport: {
    path: 'report/class',
    access: view,
    scope: 'class',
    input: S.classReportQuery,
    output: S.classReport,
    summary:
      "A class's report for one plan: its children's figures and statuses, the prevalence of each status, height and weight summaries",
  },
  classReportExport: {
    path: 'report/class/export',
    access: view,
    scope: 'class',
    transfer: 'download',
    input: S.classReportQuery,
    output: z.unknown(),
    summary: "A class's report for one plan as .xlsx (children, then prevalence)",
  },
});

export const GROWTH_STATISTICS: AreaContract = {
  endpoints: [...all(growthStatEndpoints)],
  pageCalls: {
    'health-growth': [growthStatEndpoints.plans, growthStatEndpoints.students],
    'health-height-stats': [growthStatEndpoints.plans],
    'health-weight-stats': [growthStatEndpoints.plans],
    'health-physical-report': [growthStatEndpoints.plans],
    'garden-graduate-growth': [growthStatEndpoints.plans],
  },
};
