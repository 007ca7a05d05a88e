import { z } from 'zod';
import { LoginType } from '../../constants.ts';
import { SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { nothing } from '../../contract/outputs.ts';
import { idField } from '../../validation/id.ts';
import { externalLinksOutput } from '../system/external-links.ts';
import { SIGN_IN_PATHS } from './sign-in-paths.ts';

/**
 * Signing in and out, the institution chooser and the regulator's entry (/iam/v1/*). The login
 * page loads this file, so it stays small: WeChat binding lives in iam-wechat.ts.
 */

/** Who the session is (overview §3): the user-info answer and the identity part of a login. */
export const sessionIdentity = z.object({
  accountId: z.number(),
  realName: z.string(),
  avatarUrl: z.string(),
  orgId: z.number(),
  orgType: z.number(),
  orgName: z.string(),
  tenantryId: z.number(),
  /** Set in group mode only: the group is the school, the group employee the teacher. */
  groupId: z.number().nullable(),
  groupEmployeeId: z.number().nullable(),
  schoolId: z.number(),
  schoolName: z.string(),
  /** The institution's logo, a signed thumbnail URL ('' when it has none); expires like every file URL. */
  schoolLogoUrl: z.string(),
  teacherId: z.number(),
  needUpdatePassword: z.boolean(),
  readOnly: z.boolean(),
  permission: z.array(z.string()),
  /** Modules the school switched off (platform settings): the web drops their sections. */
  modulesOff: z.array(z.string()),
  /** The school's external links (symptom checklist, health care): the menu shows each to holders of its code. */
  externalLinks: externalLinksOutput,
});

/** The login response of overview §3: tokens and identity (token, refresh, switch, referer calls). */
export const loginAnswer = sessionIdentity.extend({
  token: z.string(),
  refreshToken: z.string(),
  /** Expiry of the refresh token, server time in ms. */
  refreshExpire: z.number(),
  /** Lifetime of the access token in s. */
  expiresIn: z.number(),
});

/** One institution of the chooser (overview §2). */
export const orgItem = z.object({
  id: z.number(),
  loginId: z.number(),
  name: z.string(),
  title: z.string(),
  type: z.number(),
  tenantryId: z.number(),
  organizationId: z.number().nullable(),
  groupName: z.string().nullable(),
  teacherId: z.number(),
  current: z.boolean(),
  children: z.array(z.never()),
});

/** A category of the chooser tree: groups, kindergartens or supervising bodies. */
export const orgCategory = z.object({ id: z.string(), title: z.string(), type: z.number(), children: z.array(orgItem) });

export const signInEndpoints = endpoints('/iam/v1', {
  time: {
    path: SIGN_IN_PATHS.time,
    access: 'public',
    methods: ['GET', 'POST'],
    input: z.object({}),
    output: z.number(),
    summary: 'Server time in ms; the client derives its clock difference from it',
  },
  loginKey: {
    path: SIGN_IN_PATHS.loginKey,
    access: 'public',
    input: z.object({}),
    output: z.object({ tempToken: z.string(), keyId: z.string(), key: z.string(), expiresIn: z.number() }),
    summary: 'A temporary token and single-use AES-256-GCM key for one login',
  },
  login: {
    path: SIGN_IN_PATHS.login,
    access: 'public',
    transfer: 'json',
    input: z.object({ account: z.string().min(1).max(64), password: z.string().min(1).max(4096), keyId: z.string().min(1).max(64) }),
    output: loginAnswer.extend({ orgCount: z.number() }),
    summary: 'Sign in with phone and encrypted password (Bearer: tempToken)',
  },
  smsLogin: {
    path: SIGN_IN_PATHS.smsLogin,
    access: 'public',
    transfer: 'json',
    input: z.object({ account: z.string().trim().min(1).max(64), code: z.string().trim().min(1).max(16) }),
    output: loginAnswer.extend({ orgCount: z.number() }),
    summary:
      'Sign in with phone and an SMS code of scene "login" (send-sms-code): open while too many wrong passwords lock the password sign-in',
  },
  refresh: {
    path: SIGN_IN_PATHS.refresh,
    access: 'public',
    input: z.object({}),
    output: loginAnswer,
    summary: 'Rotate the refresh token (Bearer: refreshToken); reuse revokes the session',
  },
  enter: {
    path: SIGN_IN_PATHS.enter,
    access: SIGNED_IN_READ,
    // it starts a session: never a GET a link or prefetch could trigger
    methods: ['POST'],
    input: z.object({ schoolId: idField, loginType: z.string().default(LoginType.normal) }),
    output: loginAnswer,
    summary: 'Enter another institution of the signed-in account; new tokens scoped to it',
  },
  logout: {
    path: SIGN_IN_PATHS.logout,
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: nothing,
    summary: 'End this session: its refresh tokens stop working',
  },
  userInfo: {
    path: SIGN_IN_PATHS.userInfo,
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: sessionIdentity,
    summary: 'The signed-in user: identity, institution and permission codes',
  },
  orgList: {
    path: SIGN_IN_PATHS.orgList,
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: z.object({ total: z.number(), currentId: z.number(), tree: z.array(orgCategory) }),
    summary: 'Institutions of the signed-in account as the chooser tree (groups, kindergartens, supervising bodies)',
  },
  orgs: {
    path: 'web-oauth/kid-login/teacher-school',
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: z.array(orgItem),
    summary: 'Flat list of the institutions of the signed-in account',
  },
  refererCode: {
    path: 'web-oauth/common/auth-code',
    access: SIGNED_IN,
    input: z.object({ schoolId: idField }),
    output: z.object({ temptoken: z.string(), loginId: z.number(), tenantryName: z.string(), expiresIn: z.number() }),
    summary: 'Regulator: a single-use temp token (60 s) to enter a supervised school read-only through /referer',
  },
  refererLogin: {
    path: SIGN_IN_PATHS.refererLogin,
    access: 'public',
    input: z.object({ temptoken: z.string().trim().min(1).max(256), loginId: idField }),
    output: loginAnswer,
    summary: 'Regulator entry: consume the temp token and start a read-only session in that school',
  },
  exceptionMock: {
    path: 'no-auth/exceptionMock',
    access: 'public',
    input: z.object({ code: z.string().optional() }).optional(),
    output: nothing,
    summary:
      'Test call (development and test builds only): answers the error whose code is given (default a server error), for client error handling checks',
  },
});
