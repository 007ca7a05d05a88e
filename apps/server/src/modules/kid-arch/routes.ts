import type { FastifyInstance } from 'fastify';
import { certificateRoutes } from './certificate-routes.ts';
import { mobileRoutes } from './mobile-routes.ts';
import { optionRoutes } from './option-routes.ts';
import { kidArchRegionRoutes } from './region-routes.ts';
import { regulatedRoutes } from './regulated-routes.ts';
import { regulatorSchoolRoutes } from './regulator-school-routes.ts';

/** Reference data and own records: certificates, phone changes, options, regions, supervision, the regulator's schools. */
export async function kidArchModule(app: FastifyInstance): Promise<void> {
  await app.register(certificateRoutes);
  await app.register(mobileRoutes);
  await app.register(optionRoutes);
  await app.register(kidArchRegionRoutes);
  await app.register(regulatedRoutes);
  await app.register(regulatorSchoolRoutes);
}
