import { CLASSBOARD_SECTION, GARDEN_SECTION } from './garden.ts';
import { GARDEN_CODES } from './garden-codes.ts';
import type { ModuleDecl } from './module.ts';

/** Garden management: children, staff, classes, grades, graduates, positions, terms, rooms, courses, class brand. */
export const GARDEN_MODULE: ModuleDecl = {
  name: 'garden',
  sections: [GARDEN_SECTION, CLASSBOARD_SECTION],
  codes: GARDEN_CODES,
};
