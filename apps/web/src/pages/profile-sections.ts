import { registerProfileSections } from '../kit/extensions/profile-section-views.ts';

/**
 * Each module's view of the section it adds to a child's profile, one line each (the server's
 * childProfileSections, same keys). Views load with the first profile that shows them.
 */
registerProfileSections([
  { module: 'health', key: 'health.summary', load: () => import('../modules/health/records/child-health-section.tsx') },
]);
