import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Physical exam plans (which classes, which items, when) and their records: entry per child, the template workbook import (all-or-nothing with a failure-reason workbook), record, height and weight exports. */
export const examPlanEndpoints = endpoints('/attendance/v1/exam', {});
export const examRecordEndpoints = endpoints('/attendance/v1/exam', {});

export const EXAMS: AreaContract = {
  endpoints: [...all(examPlanEndpoints), ...all(examRecordEndpoints)],
  pageCalls: {},
};
