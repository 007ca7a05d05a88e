import { sql } from 'drizzle-orm';
import type { MetricTarget, ModuleContributions } from '../../platform/extensions/index.ts';

/** Narrows a figure to the target's classes (a teacher's range), or keeps the whole school. */
const ofClasses = (column: ReturnType<typeof sql>, t: MetricTarget) => (t.classes ? sql`and ${column} in (${t.classes})` : sql``);

/**
 * The school's figures garden keeps, for the workbench, the group home and the data centre:
 * children in school, active classes, staff in post.
 */
export const gardenContributions: ModuleContributions = {
  module: 'garden',
  dashboardMetrics: [
    {
      key: 'garden.children',
      scope: 'school',
      // over classes: the children in those classes; the whole school counts children without a class too
      value: (t) => sql`select count(*) from students st where st.school_id = ${t.id} and st.status = 1 ${ofClasses(sql`st.class_id`, t)}`,
    },
    {
      key: 'garden.classes',
      scope: 'school',
      value: (t) => sql`select count(*) from classes c where c.school_id = ${t.id} and c.status = 1 ${ofClasses(sql`c.id`, t)}`,
    },
    {
      key: 'garden.staff',
      scope: 'school',
      // staff are not class-scoped: a range leaves the count whole
      value: (t) => sql`select count(*) from members m where m.institution_id = ${t.id} and m.status = 1`,
    },
  ],
};
