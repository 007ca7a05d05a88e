import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['智慧接送一', '智慧接送二', '智慧接送三'];

/** A few smart pickup entries for each demo school, in one statement. */
export const pickupDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_pickup (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
