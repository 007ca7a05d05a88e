import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/audit-routes.ts';
import { fileRoutes } from './files/index.ts';
import { jobRoutes } from './jobs/job-routes.ts';
import { noticeRoutes } from './notices/notice-routes.ts';
import { partitionSchedule } from './partitions/index.ts';
import { referenceRoutes } from './reference/reference-routes.ts';
import { uploadRoutes } from './uploads/index.ts';

/** The platform services' own calls: jobs, notices, audit trail, reference data, stored files, image upload. */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  await app.register(jobRoutes);
  await app.register(noticeRoutes);
  await app.register(auditRoutes);
  await app.register(referenceRoutes);
  await app.register(fileRoutes);
  await app.register(uploadRoutes);
  // not calls: the monthly partitions' upkeep, at start and daily
  await app.register(partitionSchedule);
}
