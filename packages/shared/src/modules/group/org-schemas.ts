import { z } from 'zod';
import {
  filled,
  flagValue,
  idField,
  idList,
  nullableId,
  omittable,
  optionalId,
  optionalText,
  pagingShape,
  plainText,
  searchText,
} from '../../contract/fields.ts';
import { idName } from '../../contract/outputs.ts';
import { isOwnFileUrl } from '../../contract/urls.ts';
import { PHONE_PATTERN } from '../../validation/phone.ts';
import { linkCodeField } from '../accounts/verification.ts';

/** Inputs and outputs of the group's departments and employees (organization.ts declares the calls). */
export const ORG_LIMITS = { name: 30, realName: 20, jobTitle: 30, email: 60, roles: 20, schools: 1000, avatar: 500 } as const;
/** An avatar is one of the product's own files: any other address makes every viewer's browser call it. */
const ownAvatar = omittable(
  optionalText(ORG_LIMITS.avatar).refine((v) => v === null || isOwnFileUrl(v), 'the avatar must be an image uploaded here'),
);

// ---- departments
/** 0 (or absent) is the top of the tree; otherwise a strict id. */
export const departmentTreeQuery = z.object({
  parentId: filled((v) => (v === '' || v == null || v === '0' ? 0 : v), z.union([z.literal(0), idField])),
});
export const departmentAddInput = z.object({ name: plainText(1, ORG_LIMITS.name), parentId: nullableId });
export const departmentRenameInput = z.object({ id: idField, name: plainText(1, ORG_LIMITS.name) });
export const departmentMoveInput = z.object({ id: idField, parentId: nullableId });
export const departmentIdInput = z.object({ id: idField });

/** One department, in tree order (a parent before its children); the web nests them by parentId. */
export const departmentNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** 1 for a top department. */
  depth: z.number(),
  /** Active employees directly in it. */
  employeeCount: z.number(),
  childCount: z.number(),
});

// ---- employees
const email = z.preprocess(
  (v) => (v === '' || v === null ? null : v),
  z.string().trim().max(ORG_LIMITS.email).email('expected an e-mail address').nullable().optional(),
);
const phone = z.string().trim().regex(PHONE_PATTERN, 'expected an 11-digit mobile number');

/** Scope: the whole group (allRange) or the listed schools of the group. */
const employeeFields = {
  realName: plainText(1, ORG_LIMITS.realName),
  departmentId: nullableId,
  jobTitle: optionalText(ORG_LIMITS.jobTitle),
  roleIds: idList(0, ORG_LIMITS.roles),
  allRange: flagValue,
  schoolIds: idList(0, ORG_LIMITS.schools),
};
/** An employee reaches the whole group or at least one listed school: none listed would reach nothing. */
const reachesSchools = (v: { allRange: boolean; schoolIds: number[] }, ctx: z.RefinementCtx) => {
  if (!v.allRange && v.schoolIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['schoolIds'], message: 'list the schools the employee reaches, or give the whole group' });
};
export const employeeAddInput = z.object({ ...employeeFields, phone, linkCode: linkCodeField }).superRefine(reachesSchools);
export const employeeUpdateInput = z.object({ ...employeeFields, id: idField }).superRefine(reachesSchools);
export const employeeIdInput = z.object({ id: idField });
/** The signed-in employee's own profile: never roles or scope. */
export const employeeSelfInput = z.object({
  realName: plainText(1, ORG_LIMITS.realName),
  email,
  avatarUrl: ownAvatar,
});
export const employeeListQuery = z.object({
  ...pagingShape,
  /** Part of the name or of the phone number. */
  keyword: searchText(20),
  /** The department and its sub-departments. */
  departmentId: optionalId,
  /** 1 active (default), 2 left. */
  status: filled((v) => (v === '' || v == null ? 1 : v), z.coerce.number().int().min(1).max(2)),
});
export type EmployeeAddInput = z.infer<typeof employeeAddInput>;
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateInput>;

export const employeeRow = z.object({
  id: z.number(),
  realName: z.string(),
  /** Masked: 138****5678. */
  phone: z.string(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  roles: z.array(idName),
  isAdmin: z.boolean(),
  allRange: z.boolean(),
  /** Schools listed in the scope (0 with allRange). */
  schoolCount: z.number(),
  status: z.number(),
});
export const employeeDetail = z.object({
  id: z.number(),
  realName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  departmentId: z.number().nullable(),
  jobTitle: z.string().nullable(),
  roleIds: z.array(z.number()),
  isAdmin: z.boolean(),
  allRange: z.boolean(),
  schoolIds: z.array(z.number()),
  status: z.number(),
});
/** A school the caller may enter, or put in an employee's scope. */
export const groupSchoolOption = idName;
