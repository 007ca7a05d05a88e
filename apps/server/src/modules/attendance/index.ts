import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { ledgerRoutes } from './ledger/ledger-routes.ts';
import { shiftsRoutes } from './shifts/shifts-routes.ts';

/** Attendance. */
export async function attendanceModule(app: FastifyInstance): Promise<void> {
  await app.register(shiftsRoutes);
  await app.register(ledgerRoutes);
  await app.register(calendarRoutes);
}

export { calendarDemo } from './calendar/calendar-demo.ts';
export { ledgerDemo } from './ledger/ledger-demo.ts';
export { shiftsDemo } from './shifts/shifts-demo.ts';
