import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, grades } from '../../../db/schema/index.ts';
import { renderedOnce } from '../../../db/select-list.ts';

/**
 * What the class lists share: classes `c` joined to their grades `g`, in grade then class order,
 * and the columns they filter on. The lists and the class tree are hot paths, so these fixed parts
 * are rendered to text once (renderedOnce) and only the values are joined per call.
 */
export const c = alias(classes, 'c');
export const g = alias(grades, 'g');

export const CLASS_WHERE = {
  schoolId: renderedOnce(c.schoolId),
  status: renderedOnce(c.status),
  id: renderedOnce(c.id),
  name: renderedOnce(c.name),
  gradeId: renderedOnce(c.gradeId),
};
export const FROM_CLASSES = renderedOnce(
  sql`from ${classes} c join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}`,
);
export const IN_GRADE_ORDER = renderedOnce(sql`order by ${g.level}, ${g.sort}, ${c.sort}, ${c.id}`);
