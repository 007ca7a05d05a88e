import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['健康码一', '健康码二', '健康码三'];

/** A few health codes entries for each demo school, in one statement. */
export const healthCodesDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_health_codes (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
