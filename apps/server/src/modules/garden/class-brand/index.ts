export { classBrandRoutes } from './brand-routes.ts';
