import { CLASSBOARD_SECTION, GARDEN_SECTION } from './garden.ts';
import { DESKTOP_SECTION, GROUP_SECTION, REGULATOR_SECTION, SCHOOL_ACCOUNT_SECTION } from './platform.ts';
import type { SectionDecl } from './types.ts';

export * from './garden.ts';
export * from './garden-codes.ts';
export * from './platform.ts';
export * from './resolve.ts';
export * from './types.ts';

/**
 * Every section, in menu order. A module adds its section here when its pages exist;
 * a page a module does not have yet is not declared.
 */
export const SECTIONS: SectionDecl[] = [
  DESKTOP_SECTION,
  GARDEN_SECTION,
  CLASSBOARD_SECTION,
  SCHOOL_ACCOUNT_SECTION,
  GROUP_SECTION,
  REGULATOR_SECTION,
];
