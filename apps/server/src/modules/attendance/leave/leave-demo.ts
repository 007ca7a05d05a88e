import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['幼儿请假一', '幼儿请假二', '幼儿请假三'];

/** A few child leave entries for each demo school, in one statement. */
export const leaveDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_leave (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
