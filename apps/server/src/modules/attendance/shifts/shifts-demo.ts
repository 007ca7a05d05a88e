import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['班次管理一', '班次管理二', '班次管理三'];

/** A few shifts entries for each demo school, in one statement. */
export const shiftsDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_shifts (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
