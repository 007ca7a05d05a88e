import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * A card for every child in school of each demo school, numbered from the school and the child
 * (so a simulator can swipe them), and a few reported lost. Devices are registered on the devices
 * page: their secret is shown once, to whoever registers them.
 */
export const ledgerDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, student_id, status)
    select s.school_id, 'C' || lpad(s.school_id::text, 3, '0') || lpad(s.id::text, 8, '0'), s.id,
           case when s.id % 97 = 0 then 'lost' else 'active' end
      from students s where s.school_id = any(${idArray(world.schoolIds)}) and s.status = 1`);
};
