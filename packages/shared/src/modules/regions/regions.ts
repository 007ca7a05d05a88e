import { z } from 'zod';
import { ROOT_REGION_ID } from '../../constants.ts';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined } from '../../contract/fields.ts';

/**
 * Region reference data (GB/T 2260) for any signed-in user. The seed serves it under two
 * services' paths (/user/v1/region/* and /kid-arch/v1/teacher/region/*); both stay verbatim and
 * one handler answers each kind of lookup.
 */

/** A region (GB/T 2260): id = its code, root (China) id 1. */
export const regionItem = z.object({
  id: z.number(),
  parentId: z.number(),
  regionKey: z.string(),
  name: z.string(),
  level: z.number(),
  isLeaf: z.boolean(),
});
export type RegionItem = z.output<typeof regionItem>;
export type RegionNode = RegionItem & { children: RegionNode[] };

/** Province → city → district, each with its children. */
export const regionNode: z.ZodType<RegionNode> = regionItem.extend({
  get children() {
    return z.array(regionNode);
  },
});

const REGION_ID_MAX = 2_147_483_647;
/**
 * A region id: a whole number from 0 (the root's parent) as a JSON number or its digits.
 * Nothing looser ('0x1', '1e0', ' 1', true): blank means the default, the root.
 */
export const regionIdParam = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, 'a region id is a whole number')])
    .transform((v, ctx) => {
      const n = Number(v);
      if (Number.isSafeInteger(n) && n >= 0 && n <= REGION_ID_MAX) return n;
      ctx.addIssue({ code: 'custom', message: 'a region id is a whole number from 0' });
      return z.NEVER;
    })
    .default(ROOT_REGION_ID),
);

export const regionKeyParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,12}$/, 'a region key is a numeric code')
    .optional(),
);

const byParent = {
  access: SIGNED_IN_READ,
  input: z.object({ parentId: regionIdParam }),
  output: z.array(regionItem),
} as const;

export const regionEndpoints = endpoints('/user/v1', {
  regionsById: {
    path: 'region/listRegionByParentId',
    ...byParent,
    summary: 'Child regions of a region id (default 1, the provinces): [{id, parentId, regionKey, name, level, isLeaf}]',
  },
  regionsByKey: {
    path: 'region/listByParentRegionKey',
    access: SIGNED_IN_READ,
    input: z.object({ parentRegionKey: regionKeyParam, parentId: regionIdParam }),
    output: z.array(regionItem),
    summary: 'Child regions of a region key, or of parentId (default 1) when no key is given',
  },
  regionTree: {
    path: '/kid-arch/v1/teacher/region/getAll',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(regionNode),
    summary: 'Province → city → district tree: [{id, parentId, regionKey, name, level, isLeaf, children}]',
  },
  regions: {
    path: '/kid-arch/v1/teacher/region/getListByParentId',
    ...byParent,
    summary: 'Child regions of a region id (default 1, the provinces)',
  },
});
