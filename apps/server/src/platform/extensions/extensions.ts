import type { ChildEvent, ChildLifecycleHandler } from './child-lifecycle.ts';
import type { DashboardMetric } from './dashboard-metrics.ts';
import type { IllnessSource } from './illness-sources.ts';
import type { ChildProfileSection } from './profile-sections.ts';
import { Registry } from './registry.ts';
import type { CreatedSchool, SchoolCreatedHook, Tx } from './school-created.ts';

/** What one module contributes to the others, exported from its index.ts as `contributions`. */
export interface ModuleContributions {
  module: string;
  onSchoolCreated?: readonly Omit<SchoolCreatedHook, 'module'>[];
  childProfileSections?: readonly Omit<ChildProfileSection, 'module'>[];
  dashboardMetrics?: readonly Omit<DashboardMetric, 'module'>[];
  childLifecycle?: readonly Omit<ChildLifecycleHandler, 'module'>[];
  illnessSources?: readonly Omit<IllnessSource, 'module'>[];
}

/** The extension points of one app, filled once when it is built. */
export interface Extensions {
  onSchoolCreated: Registry<SchoolCreatedHook>;
  childProfileSections: Registry<ChildProfileSection>;
  dashboardMetrics: Registry<DashboardMetric>;
  childLifecycle: Registry<ChildLifecycleHandler>;
  illnessSources: Registry<IllnessSource>;
}

/**
 * Fresh registries from the modules' contributions, in the order given. Nothing is global: each
 * app (tests build one per file) gets its own, and building twice from the same lists is harmless.
 */
export function buildExtensions(modules: readonly ModuleContributions[]): Extensions {
  const ext: Extensions = {
    onSchoolCreated: new Registry('onSchoolCreated'),
    childProfileSections: new Registry('childProfileSections'),
    dashboardMetrics: new Registry('dashboardMetrics'),
    childLifecycle: new Registry('childLifecycle'),
    illnessSources: new Registry('illnessSources'),
  };
  for (const m of modules) {
    for (const c of m.onSchoolCreated ?? []) ext.onSchoolCreated.add({ ...c, module: m.module });
    for (const c of m.childProfileSections ?? []) ext.childProfileSections.add({ ...c, module: m.module });
    for (const c of m.dashboardMetrics ?? []) ext.dashboardMetrics.add({ ...c, module: m.module });
    for (const c of m.childLifecycle ?? []) ext.childLifecycle.add({ ...c, module: m.module });
    for (const c of m.illnessSources ?? []) ext.illnessSources.add({ ...c, module: m.module });
  }
  return ext;
}

/** Runs every module's new-school defaults inside the creating transaction, in order. */
export async function runSchoolCreated(hooks: Registry<SchoolCreatedHook>, tx: Tx, school: CreatedSchool): Promise<void> {
  for (const h of hooks.list()) await h.run(tx, school);
}

/** Lets every module that cares close what it keeps for the children, inside garden's transaction. */
export async function runChildLifecycle(handlers: Registry<ChildLifecycleHandler>, tx: Tx, event: ChildEvent): Promise<void> {
  if (event.childIds.length === 0) return;
  for (const h of handlers.list()) if (h.on.includes(event.kind)) await h.run(tx, event);
}
