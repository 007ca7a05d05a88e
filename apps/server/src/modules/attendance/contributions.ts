import type { ModuleContributions } from '../../platform/extensions/index.ts';
import { sickLeaveCases } from './leave/leave-illness.ts';

/** What attendance gives the other modules through the platform's extension points. */
export const attendanceContributions: ModuleContributions = {
  module: 'attendance',
  // an approved sick leave is an illness absence: the outbreak scan counts its days with the checks' findings
  illnessSources: [sickLeaveCases],
};
