import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/audit-routes.ts';
import { jobRoutes } from './jobs/job-routes.ts';
import { noticeRoutes } from './notices/notice-routes.ts';
import { referenceRoutes } from './reference/reference-routes.ts';

/** The platform services' own calls: jobs, notices, audit trail, reference data. */
export async function platformModule(app: FastifyInstance): Promise<void> {
  await app.register(jobRoutes);
  await app.register(noticeRoutes);
  await app.register(auditRoutes);
  await app.register(referenceRoutes);
}

/** Writes outside a request (jobs, seed) recorded as someone: the audit trail's one entry. */
export { type AuditActor, auditDemo, setAuditActor, withAuditContext } from './audit/index.ts';
/** One finished export for the demo director (seed/demo.ts). */
export { jobsDemo } from './jobs/job-demo.ts';
export { noticesDemo } from './notices/notice-demo-data.ts';
export type { NoticeMessage, Recipients } from './notices/notice-types.ts';
/** How any module tells people something: the notification centre's one entry. */
export { type NotifyContext, type NotifyResult, notify } from './notices/notify.ts';
/** The bell only (no text or WeChat): needs nothing but a connection, so it also runs inside a transaction or the seed. */
export { insertNotices as notifyInApp } from './notices/recipient-data.ts';
/** WHO LMS arithmetic (growth assessment reads the tables itself, in memory). */
export { interpolate, type Lms, valueAt, zScore } from './reference/lms.ts';
