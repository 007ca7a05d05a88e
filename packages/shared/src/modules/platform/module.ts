import type { ModuleDecl } from '../module.ts';
import { PLATFORM_CODE_LABELS } from './code-labels.ts';
import { PLATFORM_SERVICE_CODES } from './codes.ts';

/** The services every module stands on: jobs, notices, audit trail, reference data. */
export const PLATFORM_MODULE: ModuleDecl = {
  name: 'platform',
  // its school pages (messages, outbox, jobs, audit trail) stand in the system section (modules/system)
  sections: [],
  codes: PLATFORM_SERVICE_CODES,
  codeLabels: PLATFORM_CODE_LABELS,
};
