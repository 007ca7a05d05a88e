import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * Cards for each demo school, one statement each kind, numbered from the school and the holder so
 * a simulator can swipe them: a child with none yet gets one (the ledger's demo numbers the
 * children's cards the same way), a few children also a destroyed earlier card, every direct
 * guardian one and every staff member in post one, a few of those reported lost.
 */
export const cardDemo: DemoSeeder = async (tx, world) => {
  const schools = idArray(world.schoolIds);
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, student_id, status)
    select s.school_id, 'C' || lpad(s.school_id::text, 3, '0') || lpad(s.id::text, 8, '0'), s.id, 'active'
      from students s where s.school_id = any(${schools}) and s.status = 1
       and not exists (select 1 from attendance_cards k where k.school_id = s.school_id and k.student_id = s.id)`);
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, student_id, status, created_at, updated_at)
    select s.school_id, 'D' || lpad(s.school_id::text, 3, '0') || lpad(s.id::text, 8, '0'), s.id, 'destroyed',
           now() - interval '200 days', now() - interval '120 days'
      from students s where s.school_id = any(${schools}) and s.status = 1 and s.id % 41 = 0`);
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, holder_kind, student_id, guardian_id, status)
    select g.school_id, 'G' || lpad(g.school_id::text, 3, '0') || lpad(g.id::text, 8, '0'), 'guardian', g.student_id, g.id,
           case when g.id % 47 = 0 then 'lost' else 'active' end
      from guardians g join students s on s.school_id = g.school_id and s.id = g.student_id and s.status = 1
     where g.school_id = any(${schools}) and g.is_direct_guardian`);
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, holder_kind, staff_id, status)
    select m.institution_id, 'S' || lpad(m.institution_id::text, 3, '0') || lpad(m.id::text, 8, '0'), 'staff', m.id,
           case when m.id % 23 = 0 then 'lost' else 'active' end
      from members m where m.institution_id = any(${schools}) and m.status = 1`);
};
