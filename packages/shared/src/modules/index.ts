import { ACCOUNTS_MODULE } from './accounts/module.ts';
import { ATTENDANCE_MODULE } from './attendance/module.ts';
import { GARDEN_MODULE } from './garden/module.ts';
import { GROUP_MODULE } from './group/module.ts';
import { HEALTH_MODULE } from './health/module.ts';
import type { ModuleDecl } from './module.ts';
import { PLATFORM_MODULE } from './platform/module.ts';
import { RECIPES_MODULE } from './recipes/module.ts';
import { SYSTEM_MODULE } from './system/module.ts';
import type { SectionDecl } from './types.ts';
import { WORKBENCH_MODULE } from './workbench/module.ts';
import { WORKFLOW_MODULE } from './workflow/module.ts';

export * from './accounts/pages.ts';
export * from './garden/codes.ts';
export * from './garden/pages.ts';
export * from './group/codes.ts';
export * from './group/pages.ts';
export * from './health/codes.ts';
export * from './module.ts';
export * from './recipes/codes.ts';
export * from './resolve.ts';
export * from './system/codes.ts';
export * from './system/pages.ts';
export * from './types.ts';
export * from './workbench/pages.ts';
export * from './workflow/codes.ts';

/** Every module, one line each. A module that has no pages yet declares no section. */
export const MODULES: readonly ModuleDecl[] = [
  PLATFORM_MODULE,
  ACCOUNTS_MODULE,
  WORKBENCH_MODULE,
  GARDEN_MODULE,
  SYSTEM_MODULE,
  GROUP_MODULE,
  WORKFLOW_MODULE,
  HEALTH_MODULE,
  RECIPES_MODULE,
  ATTENDANCE_MODULE,
];

/** Every section, in menu order. */
export const SECTIONS: SectionDecl[] = MODULES.flatMap((m) => m.sections).sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
