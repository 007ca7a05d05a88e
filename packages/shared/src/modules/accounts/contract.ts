import { all, type ModuleContract } from '../module.ts';
import { passwordEndpoints as password } from './password.ts';
import { phoneEndpoints as phone } from './phone.ts';
import { signInEndpoints as signIn } from './sign-in.ts';
import { verificationEndpoints as verification } from './verification.ts';
import { wechatEndpoints as wechat } from './wechat.ts';

/** Every endpoint of identity, and what each console's account page calls on opening. */
export const ACCOUNTS_CONTRACT: ModuleContract = {
  name: 'accounts',
  endpoints: [...all(signIn), ...all(wechat), ...all(password), ...all(phone), ...all(verification)],
  pageCalls: {
    // answered while the password must change (the server refuses others with iam-0015)
    'desktop-reset-password-guide': [password.passwordNeed],
    'system-account': [signIn.userInfo, wechat.binds],
    'group-account': [signIn.userInfo],
    'regulator-account': [signIn.userInfo],
  },
};
