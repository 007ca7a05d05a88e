import { z } from 'zod';
import { ROOT_REGION_ID } from '../../constants.ts';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined } from '../../contract/fields.ts';

/** The user service: the own password and the region reference data (/user/v1/*). */

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

export const userEndpoints = endpoints('/user/v1', {
  passwordNeed: {
    path: 'tenantry/account/password/need',
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    /** phone: the account's own, in full (it is the caller's), for the guide to send the code to. */
    output: z.object({ needUpdatePassword: z.boolean(), phone: z.string() }),
    summary: 'Whether the signed-in account must set a new password, and its phone (reset-password guide)',
  },
  // Public: the forgot-password flow has no session; the phone's SMS code is the proof.
  passwordReset: {
    path: 'tenantry/account/password/update-with-code',
    access: 'public',
    input: z.object({
      phone: z.string().trim().min(1).max(32),
      code: z.string().trim().min(1).max(16),
      password: z.string().max(200),
      confirmPassword: z.string().max(200).optional(),
    }),
    output: z.boolean(),
    summary: 'Set a new password (8–20 letters and digits) with an SMS code of scene "password"; signs the account out everywhere',
  },
  regionsById: {
    path: 'region/listRegionByParentId',
    access: SIGNED_IN_READ,
    input: z.object({ parentId: regionIdParam }),
    output: z.array(regionItem),
    summary: 'Child regions of a region id (default 1, the provinces): [{id, parentId, regionKey, name, level, isLeaf}]',
  },
  regionsByKey: {
    path: 'region/listByParentRegionKey',
    access: SIGNED_IN_READ,
    input: z.object({ parentRegionKey: regionKeyParam, parentId: regionIdParam }),
    output: z.array(regionItem),
    summary: 'Child regions of a region key, or of parentId (default 1) when no key is given',
  },
});
