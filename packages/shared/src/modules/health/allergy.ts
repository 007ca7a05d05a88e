import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Children's allergies, and what a class board shows of them. */
export const allergyEndpoints = endpoints('/attendance/v1/healthAllergy', {});
export const boardAllergyEndpoints = endpoints('/attendance/v1/clazzBrandAllergy', {});

export const ALLERGY: AreaContract = {
  endpoints: [...all(allergyEndpoints), ...all(boardAllergyEndpoints)],
  pageCalls: {},
};
