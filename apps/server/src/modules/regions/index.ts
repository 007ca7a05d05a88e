// The regions module's public entry: region reference data (GB/T 2260) and its routes.
export { listRegionChildren, loadRegionTree, type RegionNode, regionPathProblem } from './region-data.ts';
export { regionRoutes as regionsModule } from './region-routes.ts';
