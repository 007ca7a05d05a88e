import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { standardList, standardUpdated, standardUpdateInput } from './growth-schemas.ts';

/** The assessment standard: the growth reference a school assesses against, its cut-offs, and the normal ranges of the other exam items (exam standard list and update). */
export const standardEndpoints = endpoints('/attendance/v1/exam', {
  list: {
    path: 'standard/list',
    access: readFor(H.examManage, H.examRecord, H.examView),
    scope: 'school',
    input: z.object({}),
    output: standardList,
    summary:
      "The school's growth reference (only 'who' now), WHO's cut-offs per status, and each ranged item's normal range (the default until set)",
  },
  update: {
    path: 'standard/update',
    access: writeFor(H.examManage),
    scope: 'school',
    transfer: 'json',
    input: standardUpdateInput,
    output: standardUpdated,
    summary:
      'Set the reference and item ranges {reference, items: [{item, low, high}]}; a changed reference re-evaluates every plan of the school (as a job when large)',
  },
});

export const GROWTH_STANDARDS: AreaContract = {
  endpoints: [...all(standardEndpoints)],
  pageCalls: { 'health-exam-standard': [standardEndpoints.list] },
};
