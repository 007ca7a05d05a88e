import type { ModuleDecl } from '../module.ts';
import { GARDEN_CODE_LABELS } from './code-labels.ts';
import { GARDEN_CODES } from './codes.ts';
import { CLASSBOARD_SECTION, GARDEN_SECTION } from './pages.ts';

/** Garden management: children, staff, classes, grades, graduates, positions, terms, rooms, courses, class brand. */
export const GARDEN_MODULE: ModuleDecl = {
  name: 'garden',
  sections: [GARDEN_SECTION, CLASSBOARD_SECTION],
  codes: GARDEN_CODES,
  codeLabels: GARDEN_CODE_LABELS,
};
