import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { type Column, count, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, classes, inspectRecords, members, staffTemperatures, students } from '../../../db/schema/index.ts';
import { type Field, type RowOf, selectList } from '../../../db/select-list.ts';

/** Children's readings (from the checks) and staff readings over a range of days, summed up per person. */

export type Range = { start: string; end: string };

const r = alias(inspectRecords, 'r');
const st = alias(staffTemperatures, 'st');
const s = alias(students, 's');
const c = alias(classes, 'c');
const m = alias(members, 'm');
const a = alias(accounts, 'a');

/** The columns of the CTE `t` selected with `fields`, each typed as that field. */
const cte = <F extends Record<string, Field>>(fields: F) =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, sql`"t".${sql.identifier(k)}`])) as { [K in keyof F]: SQL<RowOf<F>[K]> };

// the reading taken last, the highest, and the days with a reading at or over the fever line
const summed = (t: { day: Column; slot: Column; temperature: Column }) => ({
  readings: sql<number>`count(*)::int`,
  latest: sql<number | null>`(array_agg(${t.temperature}::float8 order by ${t.day} desc, ${t.slot} desc))[1]`,
  latestDay: sql<string | null>`to_char(max(${t.day}), 'YYYY-MM-DD')`,
  highest: sql<number | null>`max(${t.temperature})::float8`,
  feverDays: sql<number>`(count(distinct ${t.day}) filter (where ${t.temperature} >= ${FEVER_AT}))::int`,
});
const feverOnly = (t: { temperature: Column }, on: boolean) => (on ? sql`having bool_or(${t.temperature} >= ${FEVER_AT})` : sql``);
const summary = (t: ReturnType<typeof cte<ReturnType<typeof summed>>>) => ({
  readings: t.readings,
  latest: t.latest,
  latestDay: t.latestDay,
  highest: t.highest,
  feverDays: t.feverDays,
});

// a child's class is the one of their last reading
const CHILD_SUMS = {
  studentId: r.studentId,
  classId: sql<number>`(array_agg(${r.classId} order by ${r.day} desc, ${r.slot} desc))[1]`,
  ...summed(r),
};
const ct = cte(CHILD_SUMS);
const CHILD = { studentId: ct.studentId, studentName: s.name, clazzId: ct.classId, clazzName: c.name, ...summary(ct) };
export type ChildRow = RowOf<typeof CHILD>;
export type ChildFilter = Range & { clazzId?: number; feverOnly: boolean; name?: string };

function childSelect(schoolId: number, range: number[] | null, f: ChildFilter) {
  return sql`with t as (select ${selectList(CHILD_SUMS)}
      from ${inspectRecords} r
      where ${r.schoolId} = ${schoolId} and ${r.day} between ${f.start} and ${f.end} and ${r.temperature} is not null
        and ${inRange(sql`${r.classId}`, range)} ${f.clazzId ? sql`and ${r.classId} = ${f.clazzId}` : sql``}
      group by ${r.studentId} ${feverOnly(r, f.feverOnly)})
    select ${selectList(CHILD)}, count(*) over () as total
    from t join ${students} s on ${s.schoolId} = ${schoolId} and ${s.id} = ${ct.studentId}
    join ${classes} c on ${c.schoolId} = ${schoolId} and ${c.id} = ${ct.classId}
    ${f.name ? sql`where ${s.name} ilike ${containsPattern(f.name)}` : sql``}
    order by ${ct.feverDays} desc, ${c.sort}, ${ct.classId}, ${s.name}, ${ct.studentId}`;
}

export function childPage(db: Db, schoolId: number, range: number[] | null, f: ChildFilter, pageNum: number, pageSize: number) {
  const q = childSelect(schoolId, range, f);
  return pagedQuery<ChildRow>(db, { select: q, count: sql`select count(*) as n from (${q}) x`, pageNum, pageSize });
}

export async function childCount(db: Db, schoolId: number, range: number[] | null, f: ChildFilter) {
  const [row] = await db.select({ n: count() }).from(sql`(${childSelect(schoolId, range, f)}) x`);
  return row.n;
}

const READING = <S extends Column>(t: { day: Column; slot: S; temperature: Column }) => ({
  day: sql<string>`to_char(${t.day}, 'YYYY-MM-DD')`,
  slot: t.slot,
  temperature: sql<number>`${t.temperature}::float8`,
});

/** One child's readings in time order (in classes of the range). */
export async function childReadings(db: Db, schoolId: number, range: number[] | null, studentId: number, f: Range) {
  const t = inspectRecords;
  return db
    .select(READING(t))
    .from(t)
    .where(
      sql`${t.schoolId} = ${schoolId} and ${t.studentId} = ${studentId} and ${t.day} between ${f.start} and ${f.end}
        and ${t.temperature} is not null and ${inRange(sql`${t.classId}`, range)}`,
    )
    .orderBy(t.day, t.slot);
}

export type StaffFilter = Range & { feverOnly: boolean; name?: string };
const STAFF_SUMS = { memberId: st.memberId, ...summed(st) };
const stt = cte(STAFF_SUMS);
const STAFF = { memberId: stt.memberId, realName: m.realName, phone: a.phone, ...summary(stt) };
export type StaffRow = RowOf<typeof STAFF>;

function staffSelect(schoolId: number, f: StaffFilter) {
  return sql`with t as (select ${selectList(STAFF_SUMS)} from ${staffTemperatures} st
      where ${st.schoolId} = ${schoolId} and ${st.day} between ${f.start} and ${f.end}
      group by ${st.memberId} ${feverOnly(st, f.feverOnly)})
    select ${selectList(STAFF)}, count(*) over () as total
    from t join ${members} m on ${m.institutionId} = ${schoolId} and ${m.id} = ${stt.memberId}
    join ${accounts} a on ${a.id} = ${m.accountId}
    ${f.name ? sql`where ${m.realName} ilike ${containsPattern(f.name)}` : sql``}
    order by ${stt.feverDays} desc, ${m.realName}, ${stt.memberId}`;
}

export function staffPage(db: Db, schoolId: number, f: StaffFilter, pageNum: number, pageSize: number) {
  const q = staffSelect(schoolId, f);
  return pagedQuery<StaffRow>(db, { select: q, count: sql`select count(*) as n from (${q}) x`, pageNum, pageSize });
}

export async function staffCount(db: Db, schoolId: number, f: StaffFilter) {
  const [row] = await db.select({ n: count() }).from(sql`(${staffSelect(schoolId, f)}) x`);
  return row.n;
}

export async function staffReadings(db: Db, schoolId: number, memberId: number, f: Range) {
  const t = staffTemperatures;
  return db
    .select(READING(t))
    .from(t)
    .where(sql`${t.schoolId} = ${schoolId} and ${t.memberId} = ${memberId} and ${t.day} between ${f.start} and ${f.end}`)
    .orderBy(t.day, t.slot);
}

/** A staff member of the school (a departed one too: their readings stay); anything else is common-0405. */
export async function findMember(db: Db, schoolId: number, id: number) {
  const [row] = await db
    .select({ id: members.id, realName: members.realName, status: members.status })
    .from(members)
    .where(sql`${members.institutionId} = ${schoolId} and ${members.id} = ${id}`);
  return row ?? null;
}

/** Active staff whose name holds the text, by name: the entry's picker. */
export async function staffOptions(db: Db, schoolId: number, name?: string) {
  return db
    .select({ id: members.id, name: members.realName })
    .from(members)
    .where(
      sql`${members.institutionId} = ${schoolId} and ${members.status} = 1 ${name ? sql`and ${members.realName} ilike ${containsPattern(name)}` : sql``}`,
    )
    .orderBy(members.realName, members.id)
    .limit(20);
}

/** Records a reading; the same member, day and window again replaces it. */
export async function saveStaffReading(
  db: Db,
  schoolId: number,
  by: number,
  v: { memberId: number; day: string; slot: number; temperature: number },
) {
  const t = staffTemperatures;
  const [row] = await db
    .insert(t)
    .values({ schoolId, memberId: v.memberId, day: v.day, slot: v.slot, temperature: String(v.temperature), recordedBy: by })
    .onConflictDoUpdate({
      target: [t.schoolId, t.memberId, t.day, t.slot],
      set: { temperature: sql`excluded.temperature`, recordedBy: sql`excluded.recorded_by`, recordedAt: sql`now()` },
    })
    .returning({ id: t.id });
  return { id: row.id };
}
