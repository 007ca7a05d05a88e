import type { FastifyInstance } from 'fastify';
import { buildExtensions, type Extensions, type ModuleContributions } from './extensions.ts';

/**
 * The platform's extension points: a module contributes to another through these registries
 * instead of importing it (docs/adding-a-module.md, "Extension points").
 */
export type { ChildEvent, ChildEventKind, ChildLifecycleHandler } from './child-lifecycle.ts';
export {
  type DashboardMetric,
  type MetricScope,
  type MetricTarget,
  metricColumns,
  metricValue,
  readMetrics,
} from './dashboard-metrics.ts';
export {
  buildExtensions,
  type Extensions,
  type ModuleContributions,
  runChildLifecycle,
  runSchoolCreated,
} from './extensions.ts';
export { type IllnessSource, type IllnessWindow, illnessCases } from './illness-sources.ts';
export { type ChildProfileSection, type ProfileChild, profileSection, readProfileSections } from './profile-sections.ts';
export { type Contribution, Registry } from './registry.ts';
export type { CreatedSchool, SchoolCreatedHook, Tx } from './school-created.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's extension points, filled from every module's contributions before their routes register. */
    extensions: Extensions;
  }
}

/** Decorates the app (and every module plugin under it) with registries built from `modules`. */
export function registerExtensions(app: FastifyInstance, modules: readonly ModuleContributions[]): Extensions {
  const ext = buildExtensions(modules);
  app.decorate('extensions', ext);
  return ext;
}
