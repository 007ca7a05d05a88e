export { gradeRoutes } from './grade-routes.ts';
