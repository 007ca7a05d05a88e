// Tenancy and reach: which schools a session may reach. A group's administrator and employees
// reach their group's schools (all, or those listed); an authority's staff the schools it
// supervises, as far as each school allows; a new school starts with its built-in roles, grades
// and current term; whoever changes roles or members keeps someone able to manage them.

export { authorityOf, reachableBodies, schoolReach, staffMay } from './authority-reach.ts';
export { assertSchoolInScope, groupOf, inGroupScope } from './group-scope.ts';
export { lockRoleManagers, roleManagerRemains } from './role-managers.ts';
export { createCurrentTerm, createDefaultGrades, createSchoolRoles, DEFAULT_GRADES, termOf } from './school-setup.ts';
export { supervisionAllows } from './supervision.ts';
