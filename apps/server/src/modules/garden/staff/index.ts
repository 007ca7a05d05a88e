import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateRoutes } from './certificate-routes.ts';
import { optionRoutes } from './option-routes.ts';
import { staffAuthorizationRoutes } from './staff-authorization-routes.ts';
import { staffBasicRoutes } from './staff-basic-routes.ts';
import { staffDetailRoutes } from './staff-detail-routes.ts';
import { staffFileRoutes } from './staff-file-routes.ts';
import { staffListRoutes } from './staff-list-routes.ts';
import { staffOccupationRoutes } from './staff-occupation-routes.ts';
import { staffStatusRoutes } from './staff-status-routes.ts';
import { staffWriteRoutes } from './staff-write-routes.ts';

/** Staff management: /kid-arch/v1/teacher/accountTeacher/* (records, profiles, roles) and the teacher workbook calls. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffListRoutes);
  await app.register(staffDetailRoutes);
  await app.register(staffWriteRoutes);
  await app.register(staffStatusRoutes);
  await app.register(staffAuthorizationRoutes);
  await app.register(staffFileRoutes);
  await app.register(staffBasicRoutes);
  await app.register(staffOccupationRoutes);
  await app.register(certificateRoutes);
  await app.register(optionRoutes);
};
