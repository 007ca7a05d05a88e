import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['考勤记录一', '考勤记录二', '考勤记录三'];

/** A few attendance records entries for each demo school, in one statement. */
export const ledgerDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_ledger (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
