import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * One special-meal group per demo school, milk-protein allergy (the catalogue's milk allergen), with
 * the children whose allergy records hold it: two statements for all schools.
 */
export const specialDemo: DemoSeeder = async (tx, world) => {
  const schools = idArray(world.schoolIds);
  await tx.execute(sql`insert into special_groups (school_id, name, reason, allergen_ids, notes)
    select a.school_id, '牛奶蛋白过敏', 'allergy', array[a.id], '奶类及含奶点心换豆浆或米糊'
    from allergens a where a.school_id = any(${schools}) and a.name = '牛奶'`);
  await tx.execute(sql`insert into special_group_students (school_id, group_id, student_id)
    select g.school_id, g.id, sa.student_id from special_groups g
      join student_allergies sa on sa.school_id = g.school_id and sa.allergen_id = any(g.allergen_ids)
      join students st on st.school_id = sa.school_id and st.id = sa.student_id and st.status = 1
    where g.school_id = any(${schools}) and g.name = '牛奶蛋白过敏'`);
};
