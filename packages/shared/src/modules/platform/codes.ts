/**
 * Action codes of the platform services (ours: overview §6 names none). A director holds them
 * all; notices need no code (everyone reads their own).
 */
export const PLATFORM_SERVICE_CODES = {
  /** The school's background jobs: state, duration, error. */
  jobView: 'platform-job-view',
  /** Retry a job that failed its last attempt. */
  jobRetry: 'platform-job-retry',
  /** The audit trail: who changed what, and the chain check. */
  auditView: 'platform-audit-view',
  /** The school's outbox: text and WeChat template messages sent with notices. */
  outboxView: 'platform-outbox-view',
} as const;
