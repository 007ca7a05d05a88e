import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoginResult, login, loginAs } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { A, alertKit } from './alert-test-kit.ts';
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
  await k.ok(`${A}/close`, k.director, { id: mine.id, note: '已隔离并消毒' });
  const school2 = k.director2.schoolId;
  const r = await k.t.db.execute<{
    id: number;
  }>(sql`with a as (insert into health_alerts (school_id, kind, symptom_group, first_day, last_day)
      values (${school2}, 'school', 'rash', '2020-03-09', '2020-03-10') returning id)
    insert into health_alert_children (school_id, alert_id, student_id, first_day)
      select ${school2}, a.id, s.id, '2020-03-09' from a, (select id from students where school_id = ${school2} and status = 1 order by id limit 2) s
    returning alert_id as id`);
  other = { schoolId: school2, id: Number(r.rows[0].id) };
  [group, authority] = await Promise.all([loginAs(k.t.app, 'groupAdmin'), loginAs(k.t.app, 'regulator')]);
}, 60_000);
afterAll(() => k.t.close());

const code = async (url: string, who: LoginResult, body: unknown = {}) => (await k.post(url, who, body)).json();
const masked = expect.stringContaining('*');

describe('the group and the authority', () => {
  it('list the alerts of their schools, read-only, names masked', async () => {
    const g = await k.ok(`${A}/group-list`, group, { pageNum: 1, pageSize: 20, schoolId: k.schoolId, state: 'closed' });
    const row = g.list.find((x: { id: number; schoolId: number }) => x.id === mine.id && x.schoolId === k.schoolId);
    expect(row).toMatchObject({ schoolName: '阳光第一幼儿园', state: 'closed', closedBy: masked });
    const r = await k.ok(`${A}/authority-list`, authority, { pageNum: 1, pageSize: 20, schoolId: k.schoolId, state: 'closed' });
    expect(r.list.some((x: { id: number; schoolId: number }) => x.id === mine.id && x.schoolId === k.schoolId)).toBe(true);
    // school 4 is not the group's; a school's session is neither a group nor an authority
    const outside = (await loginAs(k.t.app, 'director4')).schoolId;
    expect((await code(`${A}/group-list`, group, { pageNum: 1, pageSize: 10, schoolId: outside })).code).toBe('common-0405');
    expect((await code(`${A}/group-list`, k.director, { pageNum: 1, pageSize: 10 })).code).toBe('common-0403');
    expect((await code(`${A}/authority-list`, group, { pageNum: 1, pageSize: 10 })).code).toBe('common-0403');
  });

  it("let a group employee open an alert of a school they reach, children's names masked, and refuse one outside their reach", async () => {
    // a group employee whose reach is listed school by school (the demo's health supervisor: school 1 only)
    const emp = await k.t.db.execute<{ phone: string; schools: number[] }>(sql`select a.phone, array_agg(ges.school_id) as schools
      from members m join accounts a on a.id = m.account_id
        join group_employee_schools ges on ges.group_id = m.institution_id and ges.member_id = m.id
      where m.institution_id = ${group.schoolId} and m.status = 1 and not m.is_admin and not m.all_range
      group by a.phone order by a.phone limit 1`);
    expect(emp.rows[0].schools.map(Number)).toEqual([k.schoolId]);
    const employee = await login(k.t.app, emp.rows[0].phone, DEMO_PASSWORD);
    const d = await k.ok(`${A}/group-detail`, employee, mine);
    expect(d).toMatchObject({ ...mine, schoolName: '阳光第一幼儿园', state: 'closed', childCount: 3, closedBy: masked });
    expect(d.children).toHaveLength(3);
    expect(d.children[0]).toMatchObject({ name: masked, checks: [{ day: '2020-03-10', temperature: 38.2 }] });
    const real = await k.ok(`${A}/detail`, k.director, { id: mine.id });
    expect(real.children.map((c: { name: string }) => c.name)).not.toContain(d.children[0].name);
    // school 2 is the group's but outside the employee's reach; its administrator reaches it
    expect((await code(`${A}/group-detail`, employee, other)).code).toBe('common-0405');
    expect(await k.ok(`${A}/group-detail`, group, other)).toMatchObject({ schoolName: '阳光第二幼儿园', childCount: 2 });
    // an alert named under the wrong school is not found; a school's session is refused; bad input names the field
    expect((await code(`${A}/group-detail`, group, { schoolId: other.schoolId, id: mine.id })).code).toBe('common-0405');
    expect((await code(`${A}/group-detail`, k.director, mine)).code).toBe('common-0403');
    expect(await code(`${A}/group-detail`, group, { schoolId: k.schoolId })).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
  });

  it('let the authority open an alert of a school it supervises and refuse a school whose figures it may not see', async () => {
    const d = await k.ok(`${A}/authority-detail`, authority, other);
    expect(d).toMatchObject({ ...other, kind: 'school', symptomGroup: 'rash', childCount: 2 });
    expect(d.children.every((c: { name: string }) => c.name.includes('*'))).toBe(true);
    // school 2 no longer supervised by the district: its alert is out of the authority's reach
    await k.t.db.execute(sql`delete from regulator_schools where school_id = ${other.schoolId}`);
    expect((await code(`${A}/authority-detail`, authority, other)).code).toBe('common-0405');
    expect((await k.ok(`${A}/authority-detail`, authority, mine)).children).toHaveLength(3);
    expect((await code(`${A}/authority-detail`, group, mine)).code).toBe('common-0403');
    expect(await code(`${A}/authority-detail`, authority, { ...mine, schoolId: 'x' })).toMatchObject({ data: { field: 'schoolId' } });
  });
});
