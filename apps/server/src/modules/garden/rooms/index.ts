export { roomRoutes } from './room-routes.ts';
