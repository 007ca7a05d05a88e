import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceHealthCodes, members, students } from '../../../db/schema/index.ts';
import { childrenWhere, type Range, staffWhere } from './health-code-people.ts';

/**
 * Counts by colour per day: the people counted are today's (children in school in the range's
 * classes, or active staff), each by the entry of the day that counts; the rest were not checked.
 */

export type DayCounts = { day: string; total: number; green: number; yellow: number; red: number; unchecked: number };

async function dailyCounts(db: Db, schoolId: number, people: SQL, column: 'student_id' | 'member_id', lo: string, hi: string) {
  const col = sql.raw(column);
  return preparedRows<DayCounts>(
    db,
    sql`with people as (${people}),
      latest as (select distinct on (x.day, x.${col}) x.day, x.color from ${attendanceHealthCodes} x
        where x.school_id = ${schoolId} and x.day between ${lo} and ${hi} and x.${col} in (select id from people)
        order by x.day, x.${col}, x.id desc),
      total as (select count(*)::int as n from people)
    select to_char(d, 'YYYY-MM-DD') as day, (select n from total) as total,
      (count(*) filter (where l.color = 'green'))::int as green,
      (count(*) filter (where l.color = 'yellow'))::int as yellow,
      (count(*) filter (where l.color = 'red'))::int as red,
      ((select n from total) - count(l.color))::int as unchecked
    from generate_series(${lo}::date, ${hi}::date, interval '1 day') d
    left join latest l on l.day = d::date
    group by d order by d`,
  );
}

type StatsQuery = { day: string; start: string; end: string };

async function statistics(db: Db, schoolId: number, people: SQL, column: 'student_id' | 'member_id', q: StatsQuery) {
  const [[counts], trend] = await Promise.all([
    dailyCounts(db, schoolId, people, column, q.day, q.day),
    dailyCounts(db, schoolId, people, column, q.start, q.end),
  ]);
  const { day: _d, ...onDay } = counts;
  return { day: q.day, counts: onDay, trend };
}

export function childStatistics(db: Db, schoolId: number, range: Range, q: StatsQuery & { clazzId?: number }) {
  const people = sql`select s.id from ${students} s where ${childrenWhere(schoolId, range, q.clazzId)}`;
  return statistics(db, schoolId, people, 'student_id', q);
}

export function staffStatistics(db: Db, schoolId: number, q: StatsQuery) {
  return statistics(db, schoolId, sql`select m.id from ${members} m where ${staffWhere(schoolId)}`, 'member_id', q);
}
