/**
 * Every error code the server can answer with, declared once. The web shows `message`
 * (the server sends it in the request's language); codes are stable for clients.
 * HTTP status travels with the code so the server never has to guess it.
 */
export const SUCCESS_CODE = 'common-0001';

export interface ErrorDef {
  status: number;
  zh: string;
  en: string;
}

const def = (status: number, zh: string, en: string): ErrorDef => ({ status, zh, en });

export const ERRORS = {
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
  // iam: login and session
  'iam-0001': def(400, '账号或密码错误', 'Wrong account or password'),
  'iam-0002': def(429, '登录失败次数过多，请一分钟后再试', 'Too many failed attempts, please try again in a minute'),
  'iam-0003': def(401, '登录凭证已失效，请重新登录', 'The sign-in token has expired, please sign in again'),
  'iam-0004': def(401, '刷新凭证无效，请重新登录', 'The refresh token is not valid, please sign in again'),
  'iam-0005': def(403, '您不属于该机构', 'You do not belong to this institution'),
  'iam-0006': def(400, '登录方式不支持', 'Unsupported login type'),
  'iam-0007': def(401, '临时凭证无效或已使用', 'The temporary token is invalid or already used'),
  'iam-0008': def(400, '验证码错误或已过期', 'The verification code is wrong or has expired'),
  'iam-0009': def(400, '新密码不符合要求：8-20 位，须包含字母和数字', 'The new password must be 8–20 characters with letters and digits'),
  'iam-0010': def(400, '微信登录尚未配置', 'WeChat sign-in is not configured'),
  'iam-0011': def(400, '该微信已绑定其他账号', 'This WeChat account is bound to another account'),
  'iam-0012': def(404, '绑定记录不存在', 'Binding not found'),
  'iam-0013': def(400, '微信授权失败，请重新扫码', 'WeChat authorization failed, please scan the code again'),
  'iam-0014': def(403, '账号已停用或未加入任何机构', 'This account is disabled or belongs to no institution'),
  'iam-0040': def(200, '需要选择机构', 'Choose an institution'),
  // message: SMS
  'message-0001': def(429, '验证码发送过于频繁，请稍后再试', 'Codes are being sent too often, please wait and try again'),
  'message-0002': def(400, '验证码错误或已过期', 'The verification code is wrong or has expired'),
  'message-0003': def(429, '验证码错误次数过多，请重新获取', 'Too many wrong codes, please request a new one'),
  // user / account
  'user-0001': def(400, '该手机号已被绑定，请更换其他手机号', 'This phone number is already bound, please try another'),
  'user-0002': def(400, '今日修改手机号次数已用完，请明天再试', 'The daily phone change allowance is used up, please try again tomorrow'),
  'user-0003': def(400, '新手机号与原手机号相同', 'The new phone number is the same as the current one'),
  'user-0004': def(404, '账号不存在', 'Account not found'),
  'user-0005': def(403, '该账号还属于其他机构，只能由本人修改手机号', 'This account also belongs to other institutions; only its owner can change the phone number'),
  // kid-arch: school records
  'kid-arch-0001': def(404, '教职工不存在', 'Staff member not found'),
  'kid-arch-0002': def(400, '证件号码不正确', 'The ID number is not valid'),
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/** Codes the client treats as data rather than failure (overview §8). */
export const NON_ERROR_CODES = ['growth-3027', 'iam-0040', 'attendance-2506'] as const;

export function errorMessage(code: ErrorCode, lang: 'zh' | 'en' = 'zh'): string {
  return ERRORS[code][lang];
}
