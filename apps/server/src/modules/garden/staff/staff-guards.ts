/** Former home of staff's member checks (now staff-members.ts) and of schoolOf (now core/scope.ts). */
export { schoolOf } from '../../../core/scope.ts';
export * from './staff-members.ts';
