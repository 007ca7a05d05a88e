import { ROOT_REGION_ID } from '@kg/shared';
import { request } from '../../api/request.ts';

/** One region as /user/v1/region/listRegionByParentId answers it. */
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
export const loadRegions: RegionLoader = (parentId = ROOT_REGION_ID) =>
  request<Region[]>('/user/v1/region/listRegionByParentId', { data: { parentId } });
