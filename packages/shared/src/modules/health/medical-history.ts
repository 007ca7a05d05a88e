import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

/** Children's medical history and the school's catalogue of conditions. */
export const historyEndpoints = endpoints('/attendance/v1/medicalHistoryStudent', {});
export const historyCatalogueEndpoints = endpoints('/attendance/v1/medicalHistoryMetadata', {});

export const MEDICAL_HISTORY: AreaContract = {
  endpoints: [...all(historyEndpoints), ...all(historyCatalogueEndpoints)],
  pageCalls: {},
};
