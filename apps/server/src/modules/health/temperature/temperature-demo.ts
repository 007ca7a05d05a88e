import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * Staff temperatures of the demo schools: the last two weeks (China days, today included) of
 * morning readings for every active member, a few of them fevers (not everyone's: about one
 * member in seven has one) so the flag and the trend have something to show. One statement for all schools.
 */
export const temperatureDemo: DemoSeeder = async (tx, { schoolIds }) => {
  await tx.execute(sql`insert into staff_temperatures (school_id, member_id, day, slot, temperature, recorded_by)
    select m.institution_id, m.id, ${CHINA_TODAY} - d, 1,
      -- about one member in seven has one fever in the fortnight (on a day their id picks); the rest none
      case when m.id % 7 = 0 and d = m.id % 14 then 37.4 + (m.id % 5) / 10.0 else 36.1 + ((m.id * 7 + d * 3) % 9) / 10.0 end,
      coalesce((select a.id from members a where a.institution_id = m.institution_id and a.is_admin order by a.id limit 1), m.id)
    from members m cross join generate_series(0, 13) d
    where m.institution_id = any(${idArray(schoolIds)}) and m.status = 1`);
};
