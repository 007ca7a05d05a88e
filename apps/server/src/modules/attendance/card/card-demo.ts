import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['考勤卡一', '考勤卡二', '考勤卡三'];

/** A few attendance cards entries for each demo school, in one statement. */
export const cardDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_card (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(${idArray(world.schoolIds)}) s(id)
      cross join unnest(${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)`);
};
