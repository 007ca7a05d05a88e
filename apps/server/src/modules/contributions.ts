import type { ModuleContributions } from '../platform/extensions/index.ts';
import { attendanceContributions } from './attendance/index.ts';
import { gardenContributions } from './garden/index.ts';
import { healthContributions } from './health/index.ts';
import { recipesContributions } from './recipes/index.ts';

/**
 * Every module's contributions to the platform's extension points, one line each, in the order
 * their effects run and their sections show. Each app builds its own registries from this list.
 */
export const MODULE_CONTRIBUTIONS: readonly ModuleContributions[] = [
  gardenContributions,
  healthContributions,
  recipesContributions,
  attendanceContributions,
];
