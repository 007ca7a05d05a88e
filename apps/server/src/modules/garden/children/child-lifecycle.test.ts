import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { classTermEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { graduateEndpoints } from '@kg/shared/modules/garden/graduates';
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { careRecords, specialGroupStudents, specialGroups, students } from '../../../db/schema/index.ts';
import { type Cast, gardenCast, schoolClasses } from '../classes/test-utils.ts';

/**
 * Leaving and graduating run every module's childLifecycle handler inside garden's transaction:
 * health finishes the children's ongoing care, recipes takes them out of special-meal groups.
 */
let t: TestApp;
let c: Cast;
let school: number;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await gardenCast(t);
  school = c.director1.schoolId;
  const [g] = await t.db
    .insert(specialGroups)
    .values({ schoolId: school, name: '离园测试组', reason: 'other' })
    .returning({ id: specialGroups.id });
  groupId = g.id;
}, 60_000);
afterAll(() => t.close());

/** Gives each child an ongoing care record and a place in the test's special-meal group. */
async function withOpenCare(ids: number[]) {
  for (const id of ids) {
    await t.db.execute(sql`insert into care_records (school_id, student_id, class_id, condition, start_day, end_day, created_by)
      select school_id, id, class_id, '感冒', current_date - 1, current_date + 5, ${c.director1.teacherId} from students
      where school_id = ${school} and id = ${id}`);
    await t.db.insert(specialGroupStudents).values({ schoolId: school, groupId, studentId: id });
  }
}
/** Each child's status, its ongoing and finished care records and its special-meal groups. */
async function stateOf(ids: number[]) {
  const kids = await t.db
    .select({ id: students.id, status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, school), inArray(students.id, ids)))
    .orderBy(asc(students.id));
  const care = await t.db
    .select({
      id: careRecords.studentId,
      ongoing: sql<number>`(count(*) filter (where ${careRecords.state} = 'ongoing'))::int`,
      finished: sql<number>`count(${careRecords.finishedAt})::int`,
    })
    .from(careRecords)
    .where(and(eq(careRecords.schoolId, school), inArray(careRecords.studentId, ids)))
    .groupBy(careRecords.studentId);
  const groups = await t.db
    .select({ id: specialGroupStudents.studentId, n: count() })
    .from(specialGroupStudents)
    .where(and(eq(specialGroupStudents.schoolId, school), inArray(specialGroupStudents.studentId, ids)))
    .groupBy(specialGroupStudents.studentId);
  return kids.map(({ id, status }) => {
    const cr = care.find((x) => x.id === id);
    return {
      id,
      status,
      ongoingCare: cr?.ongoing ?? 0,
      finishedCare: cr?.finished ?? 0,
      specialGroups: groups.find((x) => x.id === id)?.n ?? 0,
    };
  });
}
async function inSchool(level: number, n: number): Promise<number[]> {
  const cls = (await schoolClasses(t, school)).filter((x) => x.level === level && x.n >= n);
  const of = (table: typeof careRecords | typeof specialGroupStudents) =>
    t.db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.schoolId, students.schoolId), eq(table.studentId, students.id)));
  const kids = await t.db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, school),
        eq(students.classId, cls[0].id),
        eq(students.status, 1),
        notExists(of(careRecords)),
        notExists(of(specialGroupStudents)),
      ),
    )
    .orderBy(asc(students.id))
    .limit(n);
  return kids.map((k) => k.id);
}

describe('a child leaving the school', () => {
  it("finishes the child's ongoing care and takes it out of special-meal groups, keeping the records", async () => {
    const ids = await inSchool(1, 2);
    await withOpenCare(ids);
    expect(ok(await call(childEndpoints.remove, c.director1, { ids }))).toEqual({ removed: 2 });
    expect(await stateOf(ids)).toEqual(ids.map((id) => ({ id, status: 3, ongoingCare: 0, finishedCare: 1, specialGroups: 0 })));
  });

  it('is refused as before for a child already gone, and then no module closes anything', async () => {
    const [gone] = await inSchool(1, 1);
    await t.db.execute(sql`update students set status = 3 where school_id = ${school} and id = ${gone}`);
    const [stays] = await inSchool(1, 1);
    await withOpenCare([gone, stays]);
    refused(await call(childEndpoints.remove, c.director1, { ids: [stays, gone] }), 'kid-arch-0029');
    expect(await stateOf([gone, stays])).toEqual(
      [
        { id: gone, status: 3, ongoingCare: 1, finishedCare: 0, specialGroups: 1 },
        { id: stays, status: 1, ongoingCare: 1, finishedCare: 0, specialGroups: 1 },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it("rolls back with garden's transaction when a later module's handler fails: nothing left, nothing closed", async () => {
    const [kid] = await inSchool(2, 1);
    await withOpenCare([kid]);
    // recipes' handler runs after health's: make its delete fail inside the same transaction
    await t.db.execute(sql`create function refuse_special_delete() returns trigger language plpgsql as
      $$ begin raise exception 'special groups locked'; end $$`);
    await t.db.execute(sql`create trigger refuse_special_delete before delete on special_group_students
      for each row execute function refuse_special_delete()`);
    try {
      const r = await call(childEndpoints.remove, c.director1, { id: kid });
      expect(r.code).not.toBe('common-0001');
      expect(await stateOf([kid])).toEqual([{ id: kid, status: 1, ongoingCare: 1, finishedCare: 0, specialGroups: 1 }]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_special_delete on special_group_students`);
      await t.db.execute(sql`drop function refuse_special_delete()`);
    }
  });
});

describe('children graduating', () => {
  it('closes the same for a child graduating alone and for a whole class graduating', async () => {
    const [one] = await inSchool(3, 1);
    await withOpenCare([one]);
    ok(await call(graduateEndpoints.graduation, c.director1, { studentId: one }));
    expect(await stateOf([one])).toEqual([{ id: one, status: 2, ongoingCare: 0, finishedCare: 1, specialGroups: 0 }]);

    const [big] = (await schoolClasses(t, school)).filter((x) => x.level === 3);
    const kids = (
      await t.db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.schoolId, school), eq(students.classId, big.id), eq(students.status, 1)))
        .orderBy(asc(students.id))
        .limit(2)
    ).map((k) => k.id);
    await withOpenCare(kids);
    // schoolClasses counts the children in school, so the one above (if of this class) is not among them
    const whole = ok(await call(classTermEndpoints.graduate, c.director1, { clazzIds: [big.id] }));
    expect(whole).toMatchObject({ clazzCount: 1, studentCount: big.n });
    expect(await stateOf(kids)).toEqual(kids.map((id) => ({ id, status: 2, ongoingCare: 0, finishedCare: 1, specialGroups: 0 })));
  });
});
