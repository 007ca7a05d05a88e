import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['幼儿考勤统计一', '幼儿考勤统计二', '幼儿考勤统计三'];

/** A few child attendance statistics entries for each demo school, in one statement. */
export const statisticsDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_statistics (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
