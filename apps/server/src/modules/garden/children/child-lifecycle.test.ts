import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { type Cast, gardenCast, post, rows, schoolClasses } from '../classes/test-utils.ts';

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
  const [g] = await rows(
    t,
    sql`insert into special_groups (school_id, name, reason) values (${school}, '离园测试组', 'other') returning id`,
  );
  groupId = Number(g.id);
}, 60_000);
afterAll(() => t.close());

/** Gives each child an ongoing care record and a place in the test's special-meal group. */
async function withOpenCare(ids: number[]) {
  for (const id of ids) {
    await t.db.execute(sql`insert into care_records (school_id, student_id, class_id, condition, start_day, end_day, created_by)
      select school_id, id, class_id, '感冒', current_date - 1, current_date + 5, ${c.director1.teacherId} from students
      where school_id = ${school} and id = ${id}`);
    await t.db.execute(sql`insert into special_group_students (school_id, group_id, student_id) values (${school}, ${groupId}, ${id})`);
  }
}
const stateOf = async (ids: number[]) =>
  rows(
    t,
    sql`select s.id, s.status,
      (select count(*)::int from care_records r where r.school_id = s.school_id and r.student_id = s.id and r.state = 'ongoing') as "ongoingCare",
      (select count(*)::int from care_records r where r.school_id = s.school_id and r.student_id = s.id and r.finished_at is not null) as "finishedCare",
      (select count(*)::int from special_group_students g where g.school_id = s.school_id and g.student_id = s.id) as "specialGroups"
    from students s where s.school_id = ${school} and s.id = any(${sql.param(ids)}::bigint[]) order by s.id`,
  );
async function inSchool(level: number, n: number): Promise<number[]> {
  const cls = (await schoolClasses(t, school)).filter((x) => x.level === level && x.n >= n);
  const kids = await rows(
    t,
    sql`select id from students where school_id = ${school} and class_id = ${cls[0].id} and status = 1
      and not exists (select 1 from care_records r where r.school_id = students.school_id and r.student_id = students.id)
      and not exists (select 1 from special_group_students g where g.school_id = students.school_id and g.student_id = students.id)
      order by id limit ${n}`,
  );
  return kids.map((k) => Number(k.id));
}

describe('a child leaving the school', () => {
  it("finishes the child's ongoing care and takes it out of special-meal groups, keeping the records", async () => {
    const ids = await inSchool(1, 2);
    await withOpenCare(ids);
    const r = await post(t, '/kid-arch/v1/teacher/web/student/remove', c.director1.token, { ids });
    expect(r.body.data).toEqual({ removed: 2 });
    expect(await stateOf(ids)).toEqual(ids.map((id) => ({ id, status: 3, ongoingCare: 0, finishedCare: 1, specialGroups: 0 })));
  });

  it('is refused as before for a child already gone, and then no module closes anything', async () => {
    const [gone] = await inSchool(1, 1);
    await t.db.execute(sql`update students set status = 3 where school_id = ${school} and id = ${gone}`);
    const [stays] = await inSchool(1, 1);
    await withOpenCare([gone, stays]);
    const r = await post(t, '/kid-arch/v1/teacher/web/student/remove', c.director1.token, { ids: [stays, gone] });
    expect(r.body.code).toBe('kid-arch-0029');
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
      const r = await post(t, '/kid-arch/v1/teacher/web/student/remove', c.director1.token, { id: kid });
      expect(r.body.code).not.toBe('common-0001');
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
    const alone = await post(t, '/kid-arch/v1/teacher/graduate/student/graduation', c.director1.token, { studentId: one });
    expect(alone.body.code).toBe('common-0001');
    expect(await stateOf([one])).toEqual([{ id: one, status: 2, ongoingCare: 0, finishedCare: 1, specialGroups: 0 }]);

    const [big] = (await schoolClasses(t, school)).filter((x) => x.level === 3);
    const kids = (
      await rows(t, sql`select id from students where school_id = ${school} and class_id = ${big.id} and status = 1 order by id limit 2`)
    ).map((k) => Number(k.id));
    await withOpenCare(kids);
    // schoolClasses counts the children in school, so the one above (if of this class) is not among them
    const whole = await post(t, '/kid-arch/v1/teacher/clazz/graduate', c.director1.token, { clazzIds: [big.id] });
    expect(whole.body.data).toMatchObject({ clazzCount: 1, studentCount: big.n });
    expect(await stateOf(kids)).toEqual(kids.map((id) => ({ id, status: 2, ongoingCare: 0, finishedCare: 1, specialGroups: 0 })));
  });
});
