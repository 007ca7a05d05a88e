import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { isPhone } from '../../validation/phone.ts';
import { linkCodeField } from '../accounts/verification.ts';
import type { AreaContract } from '../module.ts';
import { SYSTEM_CODES as S } from './codes.ts';

/**
 * The accounts that can sign in to the school (/kid-arch/v1/teacher/school-account/*). A row is
 * a person's membership of the school with its account: `id` is the membership (the staff id),
 * never the account, since one account may belong to several schools and a school decides only
 * about its own members. Disabling is per school for the same reason.
 */
export const AccountStatus = { active: 1, disabled: 2, mustChangePassword: 3, departed: 4 } as const;
export const ACCOUNT_STATUSES = Object.values(AccountStatus);
export const ACCOUNT_LIMITS = { realName: 20, roles: 20, classes: 100 } as const;

const statusFilter = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int()
    .refine((v) => (ACCOUNT_STATUSES as number[]).includes(v), 'status must be 1, 2, 3 or 4')
    .optional(),
);

export const accountListQuery = z.object({
  ...pagingShape,
  realName: searchText(ACCOUNT_LIMITS.realName),
  /** Phone digits: the last ones or the whole number (core/masking.ts phoneSearchPattern). */
  mobile: searchText(11).refine((v) => v === undefined || /^\d+$/.test(v), 'mobile must be digits'),
  roleId: optionalId,
  status: statusFilter,
});

export const accountIdSchema = z.object({ id: idField });
export const accountHistoryQuery = z.object({ ...pagingShape, id: idField });

/** A new staff account: the garden's staff add with only what signing in needs. */
export const accountAddSchema = z.object({
  realName: z.string().trim().min(1, 'realName is required').max(ACCOUNT_LIMITS.realName),
  mobile: z.string().trim().refine(isPhone, 'mobile must be a mobile phone number'),
  postType: z.coerce.number().int().min(1).max(99),
  roleIds: z.array(idField).max(ACCOUNT_LIMITS.roles).default([]),
  /** Whole school, or the listed classes. */
  allRange: z.boolean().default(false),
  classIds: z.array(idField).max(ACCOUNT_LIMITS.classes).default([]),
  linkCode: linkCodeField,
});
export type AccountAddInput = z.input<typeof accountAddSchema>;

export const accountRow = z.object({
  id: z.number(),
  realName: z.string(),
  /** Masked (first 3 and last 4 digits). */
  mobile: z.string(),
  roles: z.array(idName),
  /** Whole school, else the classes in `classes`. */
  allRange: z.boolean(),
  classes: z.array(idName),
  status: z.number(),
  disabledAt: timestamp.nullable(),
  lastSignInAt: timestamp.nullable(),
  lastSignInIp: z.string().nullable(),
  lastSignInAgent: z.string().nullable(),
  /** The caller's own row: it cannot be disabled or reset here. */
  self: z.boolean(),
});

export const signInRow = z.object({
  id: z.number(),
  createdAt: timestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginType: z.string(),
  revokedAt: timestamp.nullable(),
  revokeReason: z.string().nullable(),
});

const statusAnswer = z.object({ id: z.number(), status: z.number() });

export const accountsEndpoints = endpoints('/kid-arch/v1/teacher/school-account', {
  list: {
    path: 'query-list',
    access: readFor(S.accounts),
    scope: 'school',
    input: accountListQuery,
    output: pageOf(accountRow),
    summary:
      'Accounts that can sign in to the school, paged: filters realName, mobile (digits), roleId, status (1 active, 2 disabled, 3 must change password, 4 departed); roles, range, last sign-in',
  },
  roleOptions: {
    path: 'role-option',
    access: readFor(S.accounts),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'The roles of the school as options (account filter and create dialog)',
  },
  add: {
    path: 'add',
    access: writeFor(S.accountAdd),
    scope: 'school',
    transfer: 'json',
    input: accountAddSchema,
    output: savedId,
    summary: 'Create a staff account (phone, name, post type, roles, range); the initial password goes by SMS',
  },
  disable: {
    path: 'disable',
    access: writeFor(S.accountStatus),
    scope: 'school',
    input: accountIdSchema,
    output: statusAnswer,
    summary:
      'Disable signing in to this school: every session of this membership ends at once; never oneself or the last active holder of role management',
  },
  enable: {
    path: 'enable',
    access: writeFor(S.accountStatus),
    scope: 'school',
    input: accountIdSchema,
    output: statusAnswer,
    summary: 'Enable signing in to this school again',
  },
  resetPassword: {
    path: 'reset-password',
    access: writeFor(S.accountResetPassword),
    scope: 'school',
    input: accountIdSchema,
    output: z.object({ id: z.number(), mobile: z.string() }),
    summary:
      'A new temporary password by SMS, to be changed at the next sign-in; every session of the account ends. Answers the masked phone',
  },
  history: {
    path: 'sign-in-history',
    access: readFor(S.accounts),
    scope: 'school',
    input: accountHistoryQuery,
    output: pageOf(signInRow),
    summary: 'Sign-ins of one account to this school, newest first, paged',
  },
});

/** The accounts area's endpoints and what its pages call on opening (the tab's calls need its code: none). */
export const ACCOUNTS: AreaContract = { endpoints: Object.values(accountsEndpoints), pageCalls: {} };
