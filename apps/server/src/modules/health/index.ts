import type { FastifyInstance } from 'fastify';
import { alertsRoutes } from './alerts/alerts-routes.ts';
import { careRoutes } from './care/care-routes.ts';
import { examRoutes } from './exams/exam-routes.ts';
import { growthRoutes } from './growth/growth-routes.ts';
import { growthStatRoutes } from './growth-stats/growth-stat-routes.ts';
import { inspectionRoutes } from './inspection/inspection-routes.ts';
import { statisticRoutes } from './inspection/statistic-routes.ts';
import { childHealthRoutes } from './records/child-health-routes.ts';
import { recordsRoutes } from './records/records-routes.ts';
import { temperatureRoutes } from './temperature/temperature-routes.ts';

/** Daily health: checks, temperatures, allergies, medical history, health care, exhortations, data centre, outbreak alerts. */
export async function healthModule(app: FastifyInstance): Promise<void> {
  await app.register(inspectionRoutes);
  await app.register(statisticRoutes);
  await app.register(temperatureRoutes);
  await app.register(recordsRoutes);
  await app.register(childHealthRoutes);
  await app.register(careRoutes);
  await app.register(alertsRoutes);
  await app.register(examRoutes);
  await app.register(growthRoutes);
  await app.register(growthStatRoutes);
}

export { alertsDemo } from './alerts/alerts-demo.ts';
export { careDemo } from './care/care-demo.ts';
// what health adds to other modules' events and pages, through the platform's extension points
export { healthContributions } from './contributions.ts';
export { examsDemo } from './exams/exams-demo.ts';
// the platform settings show and edit the check windows, which are the inspection slots'
export { CHECK_WINDOW_NAMES, type CheckWindows, checkWindowsOf, saveCheckWindows } from './inspection/check-windows.ts';
export { inspectionDemo } from './inspection/inspection-demo.ts';
export { recordsDemo } from './records/records-demo.ts';
export { temperatureDemo } from './temperature/temperature-demo.ts';
