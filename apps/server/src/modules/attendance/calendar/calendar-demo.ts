import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['校历一', '校历二', '校历三'];

/** A few school calendar entries for each demo school, in one statement. */
export const calendarDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_calendar (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
