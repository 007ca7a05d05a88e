import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['入园大屏一', '入园大屏二', '入园大屏三'];

/** A few gate screen entries for each demo school, in one statement. */
export const gateDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_gate (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
