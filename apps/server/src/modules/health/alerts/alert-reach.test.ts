import { alertEndpoints as A } from '@kg/shared/modules/health/alerts/alerts';
import { and, eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type LoginResult, login, loginAs, malformed, ok, refused } from '../../../../test/harness.ts';
import { accounts, groupEmployeeSchools, healthAlertChildren, healthAlerts, members, students } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { alertKit } from './alert-test-kit.ts';
import { afterAbnormalCheck } from './check-hook.ts';

let k: Awaited<ReturnType<typeof alertKit>>;
let group: LoginResult;
let authority: LoginResult;
/** An alert of school 1 (closed by its director) and one of school 2. */
let mine: { schoolId: number; id: number };
let other: { schoolId: number; id: number };
beforeAll(async () => {
  k = await alertKit();
  const [a] = k.cls;
  await k.check(a.students.slice(0, 3).map((studentId) => ({ classId: a.id, studentId, temperature: 38.2 })));
  await afterAbnormalCheck(k.t.ctx, k.schoolId, a.id, '2020-03-10');
  mine = { schoolId: k.schoolId, id: (await k.alerts())[0].id };
  ok(await call(A.close, k.director, { id: mine.id, note: '已隔离并消毒' }));
  const school2 = k.director2.schoolId;
  const [alert] = await k.t.db
    .insert(healthAlerts)
    .values({ schoolId: school2, kind: 'school', symptomGroup: 'rash', firstDay: '2020-03-09', lastDay: '2020-03-10' })
    .returning({ id: healthAlerts.id });
  const kids = await k.t.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, school2), eq(students.status, 1)))
    .orderBy(students.id)
    .limit(2);
  await k.t.db
    .insert(healthAlertChildren)
    .values(kids.map((x) => ({ schoolId: school2, alertId: alert.id, studentId: x.id, firstDay: '2020-03-09' })));
  other = { schoolId: school2, id: alert.id };
  [group, authority] = await Promise.all([loginAs(k.t.app, 'groupAdmin'), loginAs(k.t.app, 'regulator')]);
}, 60_000);
afterAll(() => k.t.close());

const masked = expect.stringContaining('*');

describe('the group and the authority', () => {
  it('list the alerts of their schools, read-only, names masked', async () => {
    const g = ok(await call(A.groupList, group, { pageNum: 1, pageSize: 20, schoolId: k.schoolId, state: 'closed' }));
    const row = g.list.find((x) => x.id === mine.id && x.schoolId === k.schoolId);
    expect(row).toMatchObject({ schoolName: '阳光第一幼儿园', state: 'closed', closedBy: masked });
    const r = ok(await call(A.authorityList, authority, { pageNum: 1, pageSize: 20, schoolId: k.schoolId, state: 'closed' }));
    expect(r.list.some((x) => x.id === mine.id && x.schoolId === k.schoolId)).toBe(true);
    // school 4 is not the group's; a school's session is neither a group nor an authority
    const outside = (await loginAs(k.t.app, 'director4')).schoolId;
    refused(await call(A.groupList, group, { pageNum: 1, pageSize: 10, schoolId: outside }), 'common-0405');
    refused(await call(A.groupList, k.director, { pageNum: 1, pageSize: 10 }), 'common-0403');
    refused(await call(A.authorityList, group, { pageNum: 1, pageSize: 10 }), 'common-0403');
  });

  it("let a group employee open an alert of a school they reach, children's names masked, and refuse one outside their reach", async () => {
    // a group employee whose reach is listed school by school (the demo's health supervisor: school 1 only)
    const [m, a, ges] = [members, accounts, groupEmployeeSchools];
    const [emp] = await k.t.db
      // a bigint array arrives as text
      .select({ phone: a.phone, schools: sql<string[]>`array_agg(${ges.schoolId})` })
      .from(m)
      .innerJoin(a, eq(a.id, m.accountId))
      .innerJoin(ges, and(eq(ges.groupId, m.institutionId), eq(ges.memberId, m.id)))
      .where(and(eq(m.institutionId, group.schoolId), eq(m.status, 1), not(m.isAdmin), not(m.allRange)))
      .groupBy(a.phone)
      .orderBy(a.phone)
      .limit(1);
    expect(emp.schools.map(Number)).toEqual([k.schoolId]);
    const employee = await login(k.t.app, emp.phone!, DEMO_PASSWORD);
    const d = ok(await call(A.groupDetail, employee, mine));
    expect(d).toMatchObject({ ...mine, schoolName: '阳光第一幼儿园', state: 'closed', childCount: 3, closedBy: masked });
    expect(d.children).toHaveLength(3);
    expect(d.children[0]).toMatchObject({ name: masked, checks: [{ day: '2020-03-10', temperature: 38.2 }] });
    const real = ok(await call(A.detail, k.director, { id: mine.id }));
    expect(real.children.map((c) => c.name)).not.toContain(d.children[0].name);
    // school 2 is the group's but outside the employee's reach; its administrator reaches it
    refused(await call(A.groupDetail, employee, other), 'common-0405');
    expect(ok(await call(A.groupDetail, group, other))).toMatchObject({ schoolName: '阳光第二幼儿园', childCount: 2 });
    // an alert named under the wrong school is not found; a school's session is refused; bad input names the field
    refused(await call(A.groupDetail, group, { schoolId: other.schoolId, id: mine.id }), 'common-0405');
    refused(await call(A.groupDetail, k.director, mine), 'common-0403');
    refused(await call(A.groupDetail, group, malformed({ schoolId: k.schoolId })), 'common-0400', 'id');
  });

  it('let the authority open an alert of a school it supervises and refuse a school whose figures it may not see', async () => {
    const d = ok(await call(A.authorityDetail, authority, other));
    expect(d).toMatchObject({ ...other, kind: 'school', symptomGroup: 'rash', childCount: 2 });
    expect(d.children.every((c) => c.name.includes('*'))).toBe(true);
    // school 2 no longer supervised by the district: its alert is out of the authority's reach
    await k.t.db.execute(sql`delete from regulator_schools where school_id = ${other.schoolId}`);
    refused(await call(A.authorityDetail, authority, other), 'common-0405');
    expect(ok(await call(A.authorityDetail, authority, mine)).children).toHaveLength(3);
    refused(await call(A.authorityDetail, group, mine), 'common-0403');
    refused(await call(A.authorityDetail, authority, malformed({ ...mine, schoolId: 'x' })), 'common-0400', 'schoolId');
  });
});
