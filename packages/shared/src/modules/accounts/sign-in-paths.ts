/**
 * The paths of the calls the login page and the request layer under it make, as plain strings:
 * the login page loads these and the schemas' types only, so it carries no zod (its JavaScript
 * budget is 150 kB: scripts/bundle-size.mjs). iam.ts declares the same calls from these paths.
 */
export const SIGN_IN_PATHS = {
  time: '/iam/v1/common/time',
  loginKey: '/iam/v1/no-auth/d',
  login: '/iam/v1/web-oauth/common/token',
  smsLogin: '/iam/v1/web-oauth/common/sms-token',
  refresh: '/iam/v1/web-oauth/kid-login/teacher-refresh',
  enter: '/iam/v1/web-oauth/kid-login/teacher-login',
  logout: '/iam/v1/web-oauth/logout',
  orgList: '/iam/v1/web-oauth/org-list',
  refererLogin: '/iam/v1/no-auth/referer-login',
  // re-read when a signed-in answer names another permission set (web session/permission-follow.ts)
  userInfo: '/user/v1/tenantry/account/user-info',
} as const;
