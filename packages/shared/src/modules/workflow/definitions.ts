import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const definitionEndpoints = endpoints('/workflow/v1/teacher/process', {});

export const DEFINITIONS: AreaContract = {
  endpoints: all(definitionEndpoints),
  pageCalls: {},
};
