import type { Payload } from '@kg/shared';
import { childFileEndpoints, childEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import type { childDetail, childRow, guardianRecord } from '@kg/shared/modules/garden/children-outputs';
import { graduateEndpoints, graduateFileEndpoints } from '@kg/shared/modules/garden/graduates';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The child calls: paths, bodies and answers come from the shared declaration. */
export { childFileEndpoints as STUDENT_FILE_ENDPOINTS, E as STUDENT_ENDPOINTS };

/** A row of the child lists (in school, graduates, children of a class). */
export type ChildRow = z.input<typeof childRow>;
export type GuardianRecord = z.input<typeof guardianRecord>;
/** detail: guardians' phones and the ID number masked unless revealed (reveal=true, holders of sensitive-id-card-view only). */
export type ChildDetail = z.input<typeof childDetail>;
/** What the child form sends to add (update adds the id). */
export type ChildPayload = Payload<typeof E.add>;

/** Graduation is served by the graduates' calls. */
export { graduateFileEndpoints as GRADUATE_FILE_ENDPOINTS };

/** One child a batch graduation refused (kid-arch-0032 data). */
export interface GraduationFailure {
  studentId: number;
  name: string;
  clazzName: string;
  reason: string;
  reasonEn: string;
}

export interface GraduationRefusal {
  failures: GraduationFailure[];
  reportId: number;
}

export const fetchChild = (id: number, reveal = false) => call(E.detail, reveal ? { id, reveal: true } : { id });

/** Add answers {id}; update answers null. Sent as JSON: guardians are a list of objects. */
export const saveChild = (id: number | null, values: ChildPayload) => (id ? call(E.update, { ...values, id }) : call(E.add, values));

/** Children leave the school (status 3, record kept). */
export const removeChildren = (ids: number[]) => call(E.remove, ids.length === 1 ? { id: ids[0] } : { ids });

export const graduateChild = (studentId: number) => call(graduateEndpoints.graduation, { studentId });

/** All or nothing; a refusal (ApiError kid-arch-0032) carries every child's reason. Silent: the caller shows it. */
export const graduateChildren = (studentIds: number[]) => call(graduateEndpoints.batchGraduation, { studentIds }, { silent: true });

export const changeGuardianMobile = (studentId: number, guardianId: number, mobile: string) =>
  call(E.guardianMobile, { studentId, guardianId, mobile });
