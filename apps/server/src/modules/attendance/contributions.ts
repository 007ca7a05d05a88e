import type { ModuleContributions } from '../../platform/extensions/index.ts';
import { sickLeaveCases } from './leave/leave-illness.ts';
import { ATTENDANCE_METRICS } from './statistics/statistics-metrics.ts';

/** What attendance gives the other modules through the platform's extension points. */
export const attendanceContributions: ModuleContributions = {
  module: 'attendance',
  // an approved sick leave is an illness absence: the outbreak scan counts its days with the checks' findings
  illnessSources: [sickLeaveCases],
  // today's and this month's attendance of a school, a group's schools and an authority's, read from the day rows
  dashboardMetrics: ATTENDANCE_METRICS,
};
