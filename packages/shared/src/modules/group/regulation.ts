import { endpoints } from '../../contract/endpoint.ts';
import { type AreaContract, all } from '../module.ts';

export const regulationEndpoints = endpoints('/kid-arch/v1/regulator', {});

export const REGULATION: AreaContract = {
  endpoints: all(regulationEndpoints),
  pageCalls: {},
};
