/**
 * The paths of the calls the login page makes, as plain strings: the login page loads these
 * and the schemas' types only, so it carries no zod (its JavaScript budget is 150 kB). iam.ts
 * declares the same calls from these paths.
 */
export const IAM_PATHS = {
  time: '/iam/v1/common/time',
  loginKey: '/iam/v1/no-auth/d',
  login: '/iam/v1/web-oauth/common/token',
  smsLogin: '/iam/v1/web-oauth/common/sms-token',
  refresh: '/iam/v1/web-oauth/kid-login/teacher-refresh',
  enter: '/iam/v1/web-oauth/kid-login/teacher-login',
  logout: '/iam/v1/web-oauth/logout',
  orgList: '/iam/v1/web-oauth/org-list',
  refererLogin: '/iam/v1/no-auth/referer-login',
} as const;
