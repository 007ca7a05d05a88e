import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['班级点名一', '班级点名二', '班级点名三'];

/** A few roll call entries for each demo school, in one statement. */
export const rollCallDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_roll_call (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
