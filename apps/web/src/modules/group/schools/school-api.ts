import {
  type CreateSchoolInput,
  groupSchoolEndpoints as E,
  type groupSchoolDetail,
  type groupSchoolRow,
  type UpdateSchoolInput,
} from '@kg/shared/modules/group/schools';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The group's schools: calls, row types and page addresses. */
export { E as SCHOOL_ENDPOINTS };
export type SchoolRow = z.input<typeof groupSchoolRow>;
export type SchoolDetail = z.input<typeof groupSchoolDetail>;

export const GROUP_HOME_PATH = '/group/system';
export const SCHOOL_ADD_PATH = '/group/system/school/add';
export const schoolPath = (page: 'detail' | 'edit', schoolId: number) => `/group/system/school/${page}?id=${schoolId}`;

export const createSchool = (body: CreateSchoolInput) => call(E.create, body);
export const updateSchool = (body: UpdateSchoolInput) => call(E.update, body);
