import type { ModuleContributions } from '../../platform/extensions/index.ts';
import { leaveSpecialGroups } from './special/special-lifecycle.ts';

/** What recipes gives the other modules through the platform's extension points. */
export const recipesContributions: ModuleContributions = {
  module: 'recipes',
  childLifecycle: [
    {
      key: 'recipes.special-groups',
      on: ['leave', 'graduate'],
      run: (tx, e) => leaveSpecialGroups(tx, e.schoolId, e.childIds),
    },
  ],
};
