import { all, type ModuleContract } from '../module.ts';
import { AUDIT } from './audit.ts';
import { desktopEndpoints as desktop } from './desktop.ts';
import { healthEndpoints as health } from './health.ts';
import { iamEndpoints as iam } from './iam.ts';
import { wechatEndpoints as wechat } from './iam-wechat.ts';
import { JOBS } from './jobs.ts';
import { kidArchEndpoints as kidArch } from './kid-arch.ts';
import { messageEndpoints as message } from './message.ts';
import { NOTICES } from './notices.ts';
import { REFERENCE } from './reference.ts';
import { userEndpoints as user } from './user.ts';

/** The platform services every module calls: jobs, notices, audit trail, reference data. */
const SERVICES = [JOBS, NOTICES, AUDIT, REFERENCE];

/** Every endpoint of the platform (sign-in, own account, SMS, desktop, reference data, health). */
export const PLATFORM_CONTRACT: ModuleContract = {
  name: 'platform',
  endpoints: [
    ...all(health),
    ...all(iam),
    ...all(wechat),
    ...all(user),
    ...all(message),
    ...all(desktop),
    ...all(kidArch),
    ...SERVICES.flatMap((a) => a.endpoints),
  ],
  pageCalls: {
    'desktop-index': [desktop.overview, desktop.guide],
    // answered while the password must change (the server refuses others with iam-0015)
    'desktop-reset-password-guide': [user.passwordNeed],
    'system-account': [iam.userInfo, wechat.binds],
    'group-account': [iam.userInfo],
    'regulator-home': [kidArch.regulatorSchools],
    'regulator-account': [iam.userInfo],
    ...Object.assign({}, ...SERVICES.map((a) => a.pageCalls)),
  },
};
