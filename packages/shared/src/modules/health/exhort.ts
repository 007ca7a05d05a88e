import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Guardians' exhortations (medicine, care notes) and the teacher's confirmation. */
export const exhortEndpoints = endpoints('/attendance/v1/exhort', {});

export const EXHORT: AreaContract = {
  endpoints: [...all(exhortEndpoints)],
  pageCalls: {},
};
