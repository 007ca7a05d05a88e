import { z } from 'zod';
import { readFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { pageOf } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import {
  ageStatistic,
  childExam,
  childExamsQuery,
  compareInput,
  evaluateFilter,
  evaluateOptions,
  evaluateQuery,
  evaluateRow,
  planCompare,
  planStatQuery,
  yearQuery,
  yearStatistic,
} from './growth-schemas.ts';

/** Every call reads stored exam records: exam-view, a teacher only their own classes (the server scopes it). */
const view = readFor(H.examView, H.examManage);
const download = { access: view, transfer: 'download' as const, output: z.unknown() };

/** Nutrition assessment computed from the exam records: status per child and plan, age and year statistics, plan comparison, and their four exports. */
export const nutritionEndpoints = endpoints('/attendance/v1/nutrition/status/statistic/web', {
  childExams: {
    path: 'listStuHealthExamInfo',
    access: view,
    scope: 'class',
    input: childExamsQuery,
    output: z.array(childExam),
    summary: "A child's exam records, oldest first, with height, weight, z-scores (waz, haz, whz, baz) and statuses",
  },
  evaluate: {
    path: 'pageEvaluate',
    access: view,
    scope: 'class',
    transfer: 'json',
    input: evaluateQuery,
    output: pageOf(evaluateRow),
    summary: "A plan's measured children by class with z-scores and statuses, paged: planId, clazzId, status (or 'normal')",
  },
  options: {
    path: 'getEvaluateOptions',
    access: view,
    scope: 'class',
    input: z.object({}),
    output: evaluateOptions,
    summary: 'The filters: plans (newest first), classes of the caller, statuses',
  },
  ageStatistic: {
    path: 'listAgeStatistic',
    access: view,
    scope: 'class',
    input: planStatQuery,
    output: ageStatistic,
    summary:
      "A plan's children per age band (2–3 from 托班, 3–4, 4–5, 5–6, 6–7 years at measurement; every child in one) and sex: assessed, count and prevalence of each status",
  },
  yearStatistic: {
    path: 'listYearStatistic',
    access: view,
    scope: 'class',
    input: yearQuery,
    output: yearStatistic,
    summary: 'Per school year (September to August), newest first, each plan with its assessed children and prevalence of each status',
  },
  compare: {
    path: 'listPlanCompare',
    access: view,
    scope: 'class',
    transfer: 'json',
    input: compareInput,
    output: planCompare,
    summary:
      "Two plans side by side (comparePlanId, by default the plan's chosen one or the one before): prevalence per status, overall and per class",
  },
  stateEvaluation: {
    path: 'stateEvaluation',
    scope: 'class',
    input: evaluateFilter,
    ...download,
    summary: "Workbook of pageEvaluate's rows",
  },
  yearExport: {
    path: 'yearStatistic',
    scope: 'class',
    input: yearQuery,
    ...download,
    summary: 'Workbook of listYearStatistic: a row per plan',
  },
  ageExport: {
    path: 'ageRangeCount',
    scope: 'class',
    input: planStatQuery,
    ...download,
    summary: 'Workbook of listAgeStatistic: a row per band and sex',
  },
  classExport: {
    scope: 'class',
    path: 'endTermCount',
    input: planStatQuery,
    ...download,
    summary: "Workbook of a plan's figures per class (the end-of-term count): assessed, count and prevalence of each status",
  },
});

export const NUTRITION: AreaContract = {
  endpoints: [...all(nutritionEndpoints)],
  pageCalls: { 'health-nutrition': [nutritionEndpoints.options] },
};
