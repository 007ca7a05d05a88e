import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { cardRoutes } from './card/card-routes.ts';
import { gateRoutes } from './gate/gate-routes.ts';
import { healthCodesRoutes } from './health-codes/health-codes-routes.ts';
import { leaveRoutes } from './leave/leave-routes.ts';
import { defineDemoYear } from './ledger/demo-year.ts';
import { ledgerRoutes } from './ledger/ledger-routes.ts';
import { pickupRoutes } from './pickup/pickup-routes.ts';
import { rollCallRoutes } from './roll-call/roll-call-routes.ts';
import { shiftsRoutes } from './shifts/shifts-routes.ts';
import { statisticsRoutes } from './statistics/statistics-routes.ts';

/** Attendance. */
export async function attendanceModule(app: FastifyInstance): Promise<void> {
  await app.register(shiftsRoutes);
  await app.register(ledgerRoutes);
  await app.register(calendarRoutes);
  await app.register(leaveRoutes);
  await app.register(statisticsRoutes);
  await app.register(pickupRoutes);
  await app.register(healthCodesRoutes);
  await app.register(rollCallRoutes);
  await app.register(cardRoutes);
  await app.register(gateRoutes);
  // the demo's year beyond its seeded week runs as a job; defined here, where demo code may be named
  defineDemoYear(app.ctx.jobs);
}

export { calendarDemo } from './calendar/calendar-demo.ts';
export { cardDemo } from './card/card-demo.ts';
export { attendanceContributions } from './contributions.ts';
export { healthCodesDemo } from './health-codes/health-codes-demo.ts';
export { leaveDemo } from './leave/leave-demo.ts';
export { enqueueDemoYear } from './ledger/demo-year.ts';
export { ledgerDemo } from './ledger/ledger-demo.ts';
export { ledgerEventsDemo } from './ledger/ledger-events-demo.ts';
export { pickupDemo } from './pickup/pickup-demo.ts';
export { shiftsDemo } from './shifts/shifts-demo.ts';
