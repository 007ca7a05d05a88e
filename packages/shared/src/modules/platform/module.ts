import type { ModuleDecl } from '../module.ts';
import { PLATFORM_CODE_LABELS } from './code-labels.ts';
import { PLATFORM_SERVICE_CODES } from './codes.ts';
import { DESKTOP_SECTION, REGULATOR_SECTION } from './pages.ts';

/**
 * The platform every module stands on: sign-in, own account, desktop, the regulator's home,
 * and the services (jobs, notices, audit trail, reference data).
 */
export const PLATFORM_MODULE: ModuleDecl = {
  name: 'platform',
  // its school pages (messages, outbox, jobs, audit trail) stand in the system section (modules/system)
  sections: [DESKTOP_SECTION, REGULATOR_SECTION],
  codes: PLATFORM_SERVICE_CODES,
  codeLabels: PLATFORM_CODE_LABELS,
};
