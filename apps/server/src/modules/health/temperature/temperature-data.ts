import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

/** Children's readings (from the checks) and staff readings over a range of days, summed up per person. */

type Runner = Pick<Db, 'execute'>;
export type Range = { start: string; end: string };
export type Summary = { readings: number; latest: number | null; latestDay: string | null; highest: number | null; feverDays: number };
export type ChildRow = Summary & { studentId: number; studentName: string; clazzId: number; clazzName: string };
export type StaffRow = Summary & { memberId: number; realName: string; phone: string };

// the reading taken last, the highest, and the days with a reading at or over the fever line
const summed = (
  t: SQL,
) => sql`count(*)::int as readings, (array_agg(${t}.temperature::float8 order by ${t}.day desc, ${t}.slot desc))[1] as latest,
  to_char(max(${t}.day), 'YYYY-MM-DD') as "latestDay", max(${t}.temperature)::float8 as highest,
  (count(distinct ${t}.day) filter (where ${t}.temperature >= ${FEVER_AT}))::int as "feverDays"`;
const feverOnly = (t: SQL, on: boolean) => (on ? sql`having bool_or(${t}.temperature >= ${FEVER_AT})` : sql``);

export type ChildFilter = Range & { clazzId?: number; feverOnly: boolean; name?: string };

function childSelect(schoolId: number, range: number[] | null, f: ChildFilter) {
  return sql`with t as (select r.student_id, (array_agg(r.class_id order by r.day desc, r.slot desc))[1] as class_id, ${summed(sql`r`)}
      from inspect_records r
      where r.school_id = ${schoolId} and r.day between ${f.start} and ${f.end} and r.temperature is not null
        and ${inRange(sql`r.class_id`, range)} ${f.clazzId ? sql`and r.class_id = ${f.clazzId}` : sql``}
      group by r.student_id ${feverOnly(sql`r`, f.feverOnly)})
    select t.student_id as "studentId", s.name as "studentName", t.class_id as "clazzId", c.name as "clazzName",
      t.readings, t.latest, t."latestDay", t.highest, t."feverDays", count(*) over () as total
    from t join students s on s.school_id = ${schoolId} and s.id = t.student_id
    join classes c on c.school_id = ${schoolId} and c.id = t.class_id
    ${f.name ? sql`where s.name ilike ${containsPattern(f.name)}` : sql``}
    order by t."feverDays" desc, c.sort, t.class_id, s.name, t.student_id`;
}

export function childPage(db: Runner, schoolId: number, range: number[] | null, f: ChildFilter, pageNum: number, pageSize: number) {
  const q = childSelect(schoolId, range, f);
  return pagedQuery<ChildRow>(db, { select: q, count: sql`select count(*) as n from (${q}) x`, pageNum, pageSize });
}

export async function childCount(db: Runner, schoolId: number, range: number[] | null, f: ChildFilter) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${childSelect(schoolId, range, f)}) x`);
  return r.rows[0].n;
}

/** One child's readings in time order (in classes of the range). */
export async function childReadings(db: Runner, schoolId: number, range: number[] | null, studentId: number, f: Range) {
  const r = await db.execute<{ day: string; slot: number; temperature: number }>(sql`select to_char(r.day, 'YYYY-MM-DD') as day, r.slot,
      r.temperature::float8 as temperature
    from inspect_records r where r.school_id = ${schoolId} and r.student_id = ${studentId} and r.day between ${f.start} and ${f.end}
      and r.temperature is not null and ${inRange(sql`r.class_id`, range)}
    order by r.day, r.slot`);
  return r.rows;
}

export type StaffFilter = Range & { feverOnly: boolean; name?: string };

function staffSelect(schoolId: number, f: StaffFilter) {
  return sql`with t as (select st.member_id, ${summed(sql`st`)} from staff_temperatures st
      where st.school_id = ${schoolId} and st.day between ${f.start} and ${f.end}
      group by st.member_id ${feverOnly(sql`st`, f.feverOnly)})
    select t.member_id as "memberId", m.real_name as "realName", a.phone, t.readings, t.latest, t."latestDay", t.highest,
      t."feverDays", count(*) over () as total
    from t join members m on m.institution_id = ${schoolId} and m.id = t.member_id join accounts a on a.id = m.account_id
    ${f.name ? sql`where m.real_name ilike ${containsPattern(f.name)}` : sql``}
    order by t."feverDays" desc, m.real_name, t.member_id`;
}

export function staffPage(db: Runner, schoolId: number, f: StaffFilter, pageNum: number, pageSize: number) {
  const q = staffSelect(schoolId, f);
  return pagedQuery<StaffRow>(db, { select: q, count: sql`select count(*) as n from (${q}) x`, pageNum, pageSize });
}

export async function staffCount(db: Runner, schoolId: number, f: StaffFilter) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${staffSelect(schoolId, f)}) x`);
  return r.rows[0].n;
}

export async function staffReadings(db: Runner, schoolId: number, memberId: number, f: Range) {
  const r = await db.execute<{ day: string; slot: number; temperature: number }>(sql`select to_char(day, 'YYYY-MM-DD') as day, slot,
      temperature::float8 as temperature
    from staff_temperatures where school_id = ${schoolId} and member_id = ${memberId} and day between ${f.start} and ${f.end}
    order by day, slot`);
  return r.rows;
}

/** A staff member of the school (a departed one too: their readings stay); anything else is common-0405. */
export async function findMember(db: Runner, schoolId: number, id: number) {
  const r = await db.execute<{ id: number; realName: string; status: number }>(sql`select id, real_name as "realName", status
    from members where institution_id = ${schoolId} and id = ${id}`);
  return r.rows[0] ?? null;
}

/** Active staff whose name holds the text, by name: the entry's picker. */
export async function staffOptions(db: Runner, schoolId: number, name?: string) {
  const r = await db.execute<{ id: number; name: string }>(sql`select id, real_name as name from members
    where institution_id = ${schoolId} and status = 1 ${name ? sql`and real_name ilike ${containsPattern(name)}` : sql``}
    order by real_name, id limit 20`);
  return r.rows;
}

/** Records a reading; the same member, day and window again replaces it. */
export async function saveStaffReading(
  db: Runner,
  schoolId: number,
  by: number,
  v: { memberId: number; day: string; slot: number; temperature: number },
) {
  const r = await db.execute<{ id: number }>(sql`insert into staff_temperatures (school_id, member_id, day, slot, temperature, recorded_by)
    values (${schoolId}, ${v.memberId}, ${v.day}, ${v.slot}, ${v.temperature}, ${by})
    on conflict (school_id, member_id, day, slot) do update
      set temperature = excluded.temperature, recorded_by = excluded.recorded_by, recorded_at = now()
    returning id`);
  return { id: Number(r.rows[0].id) };
}
