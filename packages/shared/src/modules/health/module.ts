import type { ModuleDecl } from '../module.ts';
import { HEALTH_CODE_LABELS } from './code-labels.ts';
import { HEALTH_CODES } from './codes.ts';
import { DATA_SECTION, EXHORT_SECTION, HEALTH_SECTION } from './pages.ts';

/** Daily health: checks, temperatures, allergies, medical history, health care, exhortations, data centre, outbreak alerts. */
export const HEALTH_MODULE: ModuleDecl = {
  name: 'health',
  sections: [HEALTH_SECTION, EXHORT_SECTION, DATA_SECTION],
  codes: HEALTH_CODES,
  codeLabels: HEALTH_CODE_LABELS,
  regulatedGrants: { [HEALTH_CODES.inspectConfig]: HEALTH_CODES.inspectView },
};
