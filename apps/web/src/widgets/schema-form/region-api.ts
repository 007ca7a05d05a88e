import { ROOT_REGION_ID } from '@kg/shared';
import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { call } from '../../kit/call.ts';

/** One region as regionEndpoints.regionsById answers it. */
export interface Region {
  id: number;
  parentId: number;
  regionKey: string;
  name: string;
  level: number;
  isLeaf: boolean;
}

export type RegionLoader = (parentId: number) => Promise<Region[]>;

/** Children of a region; the provinces hang under the root id 1 (overview §9). */
export const loadRegions: RegionLoader = (parentId = ROOT_REGION_ID) => call(regionEndpoints.regionsById, { parentId });
