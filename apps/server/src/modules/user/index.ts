// The user module's public entry: what other modules may use.
export { listRegionChildren, loadRegionTree, type RegionNode, regionPathProblem } from './region-service.ts';
export { userModule } from './routes.ts';
