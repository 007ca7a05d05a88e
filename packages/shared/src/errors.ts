import { def, type ErrorDef, joinErrors } from './error-def.ts';
import { ACCOUNT_ERRORS } from './modules/accounts/errors.ts';
import { ATTENDANCE_ERRORS } from './modules/attendance/errors.ts';
import { GARDEN_ERRORS } from './modules/garden/errors.ts';
import { GROUP_ORG_ERRORS } from './modules/group/org-errors.ts';
import { REGULATION_ERRORS } from './modules/group/regulation-errors.ts';
import { GROUP_ROLE_ERRORS } from './modules/group/role-errors.ts';
import { GROUP_SCHOOL_ERRORS } from './modules/group/school-errors.ts';
import { HEALTH_ALERT_ERRORS } from './modules/health/alerts/alert-errors.ts';
import { HEALTH_CARE_ERRORS } from './modules/health/care/care-errors.ts';
import { HEALTH_EXAM_ERRORS } from './modules/health/exams/exam-errors.ts';
import { HEALTH_GROWTH_ERRORS } from './modules/health/growth/growth-errors.ts';
import { HEALTH_GROWTH_STAT_ERRORS } from './modules/health/growth-stats/growth-stat-errors.ts';
import { HEALTH_INSPECTION_ERRORS } from './modules/health/inspection/inspection-errors.ts';
import { HEALTH_RECORD_ERRORS } from './modules/health/records/records-errors.ts';
import { HEALTH_TEMPERATURE_ERRORS } from './modules/health/temperature/temperature-errors.ts';
import { AUDIT_ERRORS } from './modules/platform/audit-errors.ts';
import { JOB_ERRORS } from './modules/platform/job-errors.ts';
import { NOTICE_ERRORS } from './modules/platform/notice-errors.ts';
import { REFERENCE_ERRORS } from './modules/platform/reference-errors.ts';
import { RECIPES_DISH_ERRORS } from './modules/recipes/dish-errors.ts';
import { RECIPES_MENU_ERRORS } from './modules/recipes/menu-errors.ts';
import { RECIPES_SPECIAL_ERRORS } from './modules/recipes/special-errors.ts';
import { SYSTEM_ERRORS } from './modules/system/errors.ts';
import { WORKFLOW_ERRORS } from './modules/workflow/errors.ts';

// in a file of their own: the web's request layer reads them without this whole catalogue
export { NON_ERROR_CODES, SUCCESS_CODE } from './envelope-codes.ts';
export type { ErrorDef };

/** Transport and common errors; each module declares its own in its folder. */
const CORE_ERRORS = {
  // gateway: transport-level problems; gateway-0102 makes the client log out
  'gateway-0101': def(401, '登录已过期，请重新登录', 'Your session has expired, please sign in again'),
  'gateway-0102': def(400, '登录状态无效，请重新登录', 'Your session is no longer valid, please sign in again'),
  'gateway-0103': def(400, '请求签名错误', 'The request signature does not match'),
  'gateway-0104': def(400, '请求时间与服务器相差过大，请校准时间后重试', 'The request time is too far from the server time'),
  'gateway-0105': def(400, '请求头中的机构与登录机构不一致', 'The institution in the request headers does not match your session'),
  'gateway-0106': def(429, '请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
  'gateway-0107': def(413, '请求内容过大', 'The request is too large'),
  'gateway-0108': def(408, '请求超时', 'The request timed out'),
  // common
  'common-0400': def(400, '参数错误', 'Invalid parameters'),
  'common-0403': def(403, '拒绝访问', 'Access denied'),
  'common-0404': def(404, '请求地址出错', 'Unknown request address'),
  'common-0405': def(404, '数据不存在或无权访问', 'The record does not exist or you may not access it'),
  'common-0406': def(403, '只读访问，不能修改数据', 'This is a read-only session; changes are not allowed'),
  'common-0500': def(500, '服务器异常', 'Server error'),
  'common-0501': def(500, '这是一个测试异常', 'This is a test exception'),
  'common-0503': def(503, '服务暂时不可用，请稍后重试', 'Service temporarily unavailable, try again shortly'),
  'common-0504': def(503, '服务器繁忙，请稍后重试', 'The server is busy, please try again in a moment'),
} as const satisfies Record<string, ErrorDef>;

/**
 * Every error code the server can answer with, one line per module. The web shows `message`
 * (the server sends it in the request's language); codes are stable for clients.
 */
export const ERRORS = joinErrors(
  CORE_ERRORS,
  ACCOUNT_ERRORS,
  JOB_ERRORS,
  NOTICE_ERRORS,
  AUDIT_ERRORS,
  REFERENCE_ERRORS,
  GARDEN_ERRORS,
  SYSTEM_ERRORS,
  GROUP_SCHOOL_ERRORS,
  GROUP_ORG_ERRORS,
  GROUP_ROLE_ERRORS,
  REGULATION_ERRORS,
  WORKFLOW_ERRORS,
  HEALTH_INSPECTION_ERRORS,
  HEALTH_TEMPERATURE_ERRORS,
  HEALTH_RECORD_ERRORS,
  HEALTH_CARE_ERRORS,
  HEALTH_ALERT_ERRORS,
  HEALTH_EXAM_ERRORS,
  HEALTH_GROWTH_ERRORS,
  HEALTH_GROWTH_STAT_ERRORS,
  RECIPES_DISH_ERRORS,
  RECIPES_SPECIAL_ERRORS,
  RECIPES_MENU_ERRORS,
  ATTENDANCE_ERRORS,
);
export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, lang: 'zh' | 'en' = 'zh'): string {
  return ERRORS[code][lang];
}
