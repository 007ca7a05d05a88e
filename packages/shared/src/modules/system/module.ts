import type { ModuleDecl } from '../module.ts';
import { SYSTEM_CODE_LABELS } from './code-labels.ts';
import { SYSTEM_CODES } from './codes.ts';
import { SYSTEM_SECTION } from './pages.ts';

/** The school's own set-up: profile, platform settings, accounts, roles and permissions, supervision. */
export const SYSTEM_MODULE: ModuleDecl = {
  name: 'system',
  sections: [SYSTEM_SECTION],
  codes: SYSTEM_CODES,
  codeLabels: SYSTEM_CODE_LABELS,
};
