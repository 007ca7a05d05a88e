import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, like, max, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../test/harness.ts';
import { auditEntries as a, memberClassRanges as ranges, students } from '../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
  director2 = await loginAs(t.app, 'director2');
  teacher = await loginAs(t.app, 'teacher');
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The database's own message of a refused statement (drizzle wraps it). */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'succeeded',
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );
const student = async (schoolId: number) =>
  (
    await t.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(students.id))
      .limit(1)
  )[0];

describe('search, entry, history', () => {
  it('pages the school trail by record, person and date, newest first; one entry; nothing of another school', async () => {
    const s = await student(director.schoolId);
    ok(await call(childEndpoints.update, director, { id: s.id, name: '搜索测试' }));
    const page = ok(await call(E.search, director, { table: 'students', recordId: String(s.id), pageSize: 10 }));
    expect(page.list[0]).toMatchObject({ action: 'update', before: { name: s.name }, after: { name: '搜索测试' }, module: 'garden' });
    expect(page.total).toBe(page.list.length);
    const mine = ok(await call(E.search, director, { person: page.list[0].actorName, pageSize: 20 }));
    expect(mine.list.every((e) => e.actorName === page.list[0].actorName)).toBe(true);
    const today = todayChina();
    expect(ok(await call(E.search, director, { startDate: '2000-01-01', endDate: '2000-01-02' })).total).toBe(0);
    expect(ok(await call(E.search, director, { startDate: today, endDate: today, table: 'students' })).total).toBeGreaterThan(0);
    expect(ok(await call(E.entry, director, { id: page.list[0].id }))).toEqual(page.list[0]);
    refused(await call(E.entry, director2, { id: page.list[0].id }), 'common-0405');
    refused(await call(E.search, director, { startDate: '2024-02-02', endDate: '2024-02-01' }), 'audit-0001', 'endDate');
    refused(await call(E.search, director, { table: 'students; drop' }), 'common-0400', 'table');
  });

  it("gives a child's history (guardians included) to its detail page's code within the class range, and no more", async () => {
    const s = await student(director.schoolId);
    const h = ok(await call(E.history, director, { table: 'students', recordId: String(s.id), pageSize: 20 }));
    expect(h.list.map((e) => e.tableName)).toEqual(expect.arrayContaining(['students', 'guardians']));
    refused(await call(E.search, teacher), 'common-0403');
    refused(await call(E.history, teacher, { table: 'positions', recordId: '1' }), 'common-0403');
    const [inRange] = await t.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(ranges, and(eq(ranges.schoolId, students.schoolId), eq(ranges.classId, students.classId)))
      .where(and(eq(ranges.memberId, teacher.teacherId), eq(students.schoolId, teacher.schoolId)))
      .limit(1);
    const teachersClasses = t.db
      .select({ classId: ranges.classId })
      .from(ranges)
      .where(and(eq(ranges.memberId, teacher.teacherId), eq(ranges.schoolId, teacher.schoolId)));
    const [outside] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, teacher.schoolId), notInArray(students.classId, teachersClasses)))
      .limit(1);
    expect(ok(await call(E.history, teacher, { table: 'students', recordId: String(inRange.id) })).total).toBeGreaterThan(0);
    refused(await call(E.history, teacher, { table: 'students', recordId: String(outside.id) }), 'common-0405');
    const other = await student(director2.schoolId);
    refused(await call(E.history, director, { table: 'students', recordId: String(other.id) }), 'common-0405');
  });
});

describe('demo', () => {
  it("holds a week of the director's and a teacher's changes, on an intact chain", async () => {
    const [week] = await t.db
      .select({
        days: sql<number>`count(distinct (${a.at} at time zone 'Asia/Shanghai')::date)::int`,
        people: sql<number>`count(distinct ${a.accountId})::int`,
      })
      .from(a)
      .where(and(eq(a.institutionId, director.schoolId), like(a.requestId, 'demo-%'), sql`${a.at} > now() - interval '8 days'`));
    expect(week).toEqual({ days: 7, people: 2 });
    const yesterday = todayChina(new Date(Date.now() - 86_400_000));
    const page = ok(await call(E.search, director, { table: 'staff_profiles', endDate: yesterday, pageSize: 10 }));
    expect(page.list[0]).toMatchObject({ action: 'update', after: { professional_title: expect.stringMatching(/级教师$/) } });
    expect(ok(await call(E.verify, director)).ok).toBe(true);
  });
});

describe('chain', () => {
  it('verifies intact, refuses edits, and names the entry edited by hand and a removed last entry', async () => {
    expect(ok(await call(E.verify, director))).toMatchObject({ ok: true, broken: null, checked: expect.any(Number) });
    const [victim] = await t.db
      .select({ id: a.id, seq: a.seq })
      .from(a)
      .where(eq(a.institutionId, director.schoolId))
      .orderBy(asc(a.seq))
      .offset(5)
      .limit(1);
    expect(await failure(t.db.execute(sql`update audit_entries set after = '{}' where id = ${victim.id}`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`delete from audit_entries where id = ${victim.id}`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`truncate audit_entries`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`update audit_heads set seq = 1`))).toMatch(/append-only/);

    // what a superuser could still do: switch the guard off and edit a row
    await t.db.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    await t.db.execute(sql`update audit_entries set after = jsonb_build_object('name', '篡改') where id = ${victim.id}`);
    const v = ok(await call(E.verify, director));
    expect(v).toMatchObject({ ok: false, broken: { id: victim.id, seq: victim.seq, reason: 'hash' } });
    expect(ok(await call(E.verify, director2)).ok).toBe(true);

    const [last] = await t.db
      .select({ id: max(a.id) })
      .from(a)
      .where(eq(a.institutionId, director2.schoolId));
    await t.db.execute(sql`delete from audit_entries where id = ${last.id}`);
    await t.db.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);
    expect(ok(await call(E.verify, director2))).toMatchObject({ ok: false, broken: { id: null, reason: 'tail' } });
  });
});
