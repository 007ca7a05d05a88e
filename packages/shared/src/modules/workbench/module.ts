import type { ModuleDecl } from '../module.ts';
import { WORKBENCH_SECTION } from './pages.ts';

/** The workbench every school user lands on: the school's overview, the app centre, the onboarding guide. */
export const WORKBENCH_MODULE: ModuleDecl = {
  name: 'workbench',
  sections: [WORKBENCH_SECTION],
  codes: {},
};
