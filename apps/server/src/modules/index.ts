import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '../core/health-routes.ts';
import { desktopRoutes } from './desktop/index.ts';
import { gardenRoutes } from './garden/index.ts';
import { loginRoutes } from './iam/login-routes.ts';
import { orgRoutes } from './iam/org-routes.ts';
import { refererRoutes } from './iam/referer-routes.ts';
import { wechatRoutes } from './iam/wechat-routes.ts';
import { certificateRoutes } from './kid-arch/certificate-routes.ts';
import { mobileRoutes } from './kid-arch/mobile-routes.ts';
import { optionRoutes } from './kid-arch/option-routes.ts';
import { kidArchRegionRoutes } from './kid-arch/region-routes.ts';
import { regulatedRoutes } from './kid-arch/regulated-routes.ts';
import { regulatorSchoolRoutes } from './kid-arch/regulator-school-routes.ts';
import { teacherBasicRoutes } from './kid-arch/teacher-basic-routes.ts';
import { teacherOccupationRoutes } from './kid-arch/teacher-occupation-routes.ts';
import { smsRoutes } from './message/sms-routes.ts';
import { passwordRoutes } from './user/password-routes.ts';
import { userRegionRoutes } from './user/region-routes.ts';

/** Every module's routes, under /api. Each route declares its access (core/access.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(orgRoutes);
  await app.register(wechatRoutes);
  await app.register(refererRoutes);
  await app.register(regulatorSchoolRoutes);
  await app.register(smsRoutes);
  await app.register(passwordRoutes);
  await app.register(mobileRoutes);
  await app.register(userRegionRoutes);
  await app.register(kidArchRegionRoutes);
  await app.register(optionRoutes);
  await app.register(certificateRoutes);
  await app.register(regulatedRoutes);
  await app.register(teacherBasicRoutes);
  await app.register(teacherOccupationRoutes);
  await app.register(desktopRoutes);
  await app.register(gardenRoutes);
}
