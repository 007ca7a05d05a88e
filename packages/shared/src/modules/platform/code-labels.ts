import type { CodeLabel } from '../module.ts';
import { PLATFORM_SERVICE_CODES as P } from './codes.ts';

/** The platform services' codes as the role editor shows them (their pages stand in the system section). */
export const PLATFORM_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [P.jobView]: { zh: '查看后台任务', en: 'View background jobs' },
  [P.jobRetry]: { zh: '重试失败任务', en: 'Retry failed jobs', page: 'system-jobs' },
  [P.auditView]: { zh: '查看操作日志', en: 'View the audit trail' },
  [P.outboxView]: { zh: '查看短信与微信发件箱', en: 'View the text and WeChat outbox' },
};
