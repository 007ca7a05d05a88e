import { chinaSchoolYear } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

// Per term type of the current school year: days from the term's first day, length in days, and
// whether the range starts on the following Saturday (an open day); a closure falling on a weekend
// moves to the Monday, where it takes a school day away. Offsets stay well inside the demo's
// terms (autumn 1 Sep–20 Jan, spring 17 Feb–10 Jul).
const DAYS: [termType: number, kind: 'closure' | 'open', offset: number, days: number, saturday: boolean, reason: string][] = [
  [1, 'closure', 0, 2, false, '新学期教师培训'],
  [1, 'closure', 52, 1, false, '秋季运动会'],
  [1, 'open', 70, 1, true, '家长开放日'],
  [2, 'closure', 45, 1, false, '春季亲子运动会'],
  [2, 'open', 80, 1, true, '六一文艺汇演'],
];

/** The current school year's closures and open days for each demo school, inside its terms, in one statement. */
export const calendarDemo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql`insert into attendance_calendar_days (school_id, kind, first_day, last_day, reason)
    select st.school_id, x.kind, x.first, x.first + x.days - 1, x.reason
    from school_terms st
    join (select d.term_type, d.kind, d.days, d.reason, d.offset_days, d.saturday
          from jsonb_to_recordset(${JSON.stringify(DAYS.map(([termType, kind, offset, days, saturday, reason]) => ({ term_type: termType, kind, offset_days: offset, days, saturday, reason })))}::jsonb)
            as d(term_type int, kind text, offset_days int, days int, saturday boolean, reason text)) y
      on y.term_type = st.term_type
    cross join lateral (select y.kind, y.days, y.reason,
      st.start_date + y.offset_days + case
        when y.saturday then (13 - extract(isodow from st.start_date + y.offset_days)::int) % 7
        when extract(isodow from st.start_date + y.offset_days) >= 6 then 8 - extract(isodow from st.start_date + y.offset_days)::int
        else 0 end as first) x
    where st.school_id = any(${idArray(world.schoolIds)}) and st.school_year = ${chinaSchoolYear()}`);
};
