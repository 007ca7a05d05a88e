import { ACCOUNTS_CONTRACT } from './accounts/contract.ts';
import { ATTENDANCE_CONTRACT } from './attendance/contract.ts';
import { GARDEN_CONTRACT } from './garden/contract.ts';
import { GROUP_CONTRACT } from './group/contract.ts';
import { HEALTH_CONTRACT } from './health/contract.ts';
import type { ModuleContract } from './module.ts';
import { PLATFORM_CONTRACT } from './platform/contract.ts';
import { RECIPES_CONTRACT } from './recipes/contract.ts';
import { REGIONS_CONTRACT } from './regions/contract.ts';
import { SYSTEM_CONTRACT } from './system/contract.ts';
import { WORKBENCH_CONTRACT } from './workbench/contract.ts';
import { WORKFLOW_CONTRACT } from './workflow/contract.ts';

/**
 * Every module's endpoints, one line each. Not exported from the package root: the web loads
 * a module's schemas with its pages, never all of them with the shell.
 */
export const MODULE_CONTRACTS: readonly ModuleContract[] = [
  PLATFORM_CONTRACT,
  ACCOUNTS_CONTRACT,
  REGIONS_CONTRACT,
  WORKBENCH_CONTRACT,
  GARDEN_CONTRACT,
  SYSTEM_CONTRACT,
  GROUP_CONTRACT,
  WORKFLOW_CONTRACT,
  HEALTH_CONTRACT,
  RECIPES_CONTRACT,
  ATTENDANCE_CONTRACT,
];
