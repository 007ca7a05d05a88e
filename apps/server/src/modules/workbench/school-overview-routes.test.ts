import { workbenchEndpoints as E } from '@kg/shared/modules/workbench/workbench';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';
import { DEMO_INSTITUTIONS } from '../../platform/demo/index.ts';
import { regulatorVisit } from '../garden/testing.ts';

let t: TestApp;
let director: LoginResult;
let teacher: LoginResult;

const count = async (q: ReturnType<typeof sql>) => Number(((await t.db.execute(q)).rows[0] as { n: number }).n);

beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t?.close();
});

describe('school overview', () => {
  it("answers the director the whole school's active children, staff and classes", async () => {
    const res = await call(E.overview, director);
    expect(res.status).toBe(200);
    const s = director.schoolId;
    expect(ok(res)).toEqual({
      schoolId: s,
      schoolName: DEMO_INSTITUTIONS.schools[0],
      scope: 'school',
      childCount: await count(sql`select count(*)::int as n from students where school_id = ${s} and status = 1`),
      staffCount: await count(sql`select count(*)::int as n from members where institution_id = ${s} and status = 1`),
      classCount: 6,
      classNames: [],
    });
  });

  it('gives a teacher the counts of their own classes only', async () => {
    const data = ok(await call(E.overview, teacher));
    const s = teacher.schoolId;
    const inRange = await count(sql`select count(*)::int as n from students st join member_class_ranges r
      on r.school_id = st.school_id and r.class_id = st.class_id where st.school_id = ${s} and r.member_id = ${teacher.teacherId} and st.status = 1`);
    expect(data).toMatchObject({ scope: 'classes', classCount: 2, childCount: inRange, classNames: ['小一班', '中一班'] });
    expect(inRange).toBeGreaterThan(40);
    const whole = ok(await call(E.overview, director));
    expect(data.childCount).toBeLessThan(whole.childCount);
    expect(data.staffCount).toBe(whole.staffCount);
  });

  it('leaves out children who left, departed staff and graduated classes', async () => {
    const before = ok(await call(E.overview, teacher));
    const s = teacher.schoolId;
    await t.db.execute(sql`update students set status = 3 where school_id = ${s} and id = (select min(st.id) from students st
      join member_class_ranges r on r.school_id = st.school_id and r.class_id = st.class_id where st.school_id = ${s} and r.member_id = ${teacher.teacherId})`);
    await t.db.execute(
      sql`update members set status = 2 where institution_id = ${s} and id = (select max(id) from members where institution_id = ${s})`,
    );
    const after = ok(await call(E.overview, teacher));
    expect(after).toMatchObject({ childCount: before.childCount - 1, staffCount: before.staffCount - 1, classCount: 2 });
  });

  it('answers a regulator visiting read-only with the whole school', async () => {
    const visit = await regulatorVisit(t, director.schoolId);
    const data = ok(await call(E.overview, visit));
    const whole = ok(await call(E.overview, director));
    expect(data).toEqual(whole);
  });

  it("refuses a schoolId header naming another school and never answers that school's counts", async () => {
    const other = await loginAs(t.app, 'director2');
    const res = await call(E.overview, director, {}, { headers: { schoolId: String(other.schoolId) } });
    expect(res.status).toBe(400);
    refused(res, 'gateway-0105');
    // a body naming the other school is not the subject: the input declares no school, sent all the same
    const body = ok(await call(E.overview, director, malformed({ schoolId: other.schoolId })));
    expect(body.schoolId).toBe(director.schoolId);
  });

  it('refuses a group or regulator session (no school of its own) and a caller without a session', async () => {
    for (const key of ['groupAdmin', 'regulator'] as const) {
      const res = await call(E.overview, await loginAs(t.app, key));
      expect(res.status).toBe(403);
      refused(res, 'common-0403');
    }
    expect((await call(E.overview, anonymous(t.app))).status).toBe(401);
  });
});
