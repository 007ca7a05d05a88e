import { CHILD_HEALTH_CODES, CHILD_HEALTH_SECTION, childHealthSection } from '@kg/shared/modules/health/records/child-health';
import { type ModuleContributions, profileSection } from '../../platform/extensions/index.ts';
import { finishCareOf } from './care/care-lifecycle.ts';
import { createInspectionDefaults } from './inspection/inspect-defaults.ts';
import { childHealthSummary } from './records/health-summary.ts';

/** What daily health gives the other modules through the platform's extension points. */
export const healthContributions: ModuleContributions = {
  module: 'health',
  // a new school starts with the default check items and windows
  onSchoolCreated: [{ key: 'health.inspection-defaults', run: (tx, school) => createInspectionDefaults(tx, school.id) }],
  // a child's profile shows its allergies, conditions, latest checks and open care
  childProfileSections: [
    profileSection({
      key: CHILD_HEALTH_SECTION,
      codes: CHILD_HEALTH_CODES,
      schema: childHealthSection,
      load: (db, child) => childHealthSummary(db, child.schoolId, child.childId),
    }),
  ],
  // a child who leaves or graduates is no longer cared for: ongoing care finishes, its records stay
  childLifecycle: [{ key: 'health.care', on: ['leave', 'graduate'], run: (tx, e) => finishCareOf(tx, e.schoolId, e.childIds) }],
};
