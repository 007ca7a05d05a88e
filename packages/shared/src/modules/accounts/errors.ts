import { def, moduleErrors } from '../../error-def.ts';

/** Errors of identity: sign-in and session (iam-), SMS codes (message-), own account (user-); the prefixes are the seed's. */
export const ACCOUNT_ERRORS = moduleErrors('accounts', ['iam-', 'message-', 'user-'], {
  // iam: login and session
  'iam-0001': def(400, '账号或密码错误', 'Wrong account or password'),
  'iam-0002': def(
    429,
    '密码错误次数过多，请稍后再试，或使用短信验证码登录',
    'Too many wrong passwords: try again later, or sign in with an SMS code',
  ),
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
  'iam-0015': def(403, '请先修改初始密码', 'Please change your initial password first'),
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
  'user-0005': def(
    403,
    '该账号还属于其他机构，只能由本人修改手机号',
    'This account also belongs to other institutions; only its owner can change the phone number',
  ),
});
