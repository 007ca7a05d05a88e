import type { ModuleDecl } from '../module.ts';
import { GROUP_CODE_LABELS } from './code-labels.ts';
import { GROUP_SECTION, REGULATION_SECTION, REGULATOR_SECTION } from './pages.ts';

/**
 * The group console (schools, organisation, employees, group roles), the supervising
 * authority's console and its home. Its codes are not school codes (codes.ts), so it adds none to a school.
 */
export const GROUP_MODULE: ModuleDecl = {
  name: 'group',
  sections: [GROUP_SECTION, REGULATION_SECTION, REGULATOR_SECTION],
  codes: {},
  codeLabels: GROUP_CODE_LABELS,
};
