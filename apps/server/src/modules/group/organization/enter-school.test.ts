import { ALL_SCHOOL_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { count, loginEmployee, one, otherGroup, post } from './org-test-kit.ts';

let t: TestApp;
let admin: LoginResult;
let health: LoginResult;
let schools: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'groupAdmin');
  health = await loginEmployee(t, 'healthSupervisor');
  schools = (
    await t.db.execute<{ id: number }>(sql`select id from institutions where group_id = ${admin.schoolId} and type = 2 order by id`)
  ).rows.map((r) => Number(r.id));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ENTER = '/iam/v1/group/enter-school';
const STUDENTS = '/kid-arch/v1/teacher/web/student';
const sessions = () => count(t, 'sessions', sql`via_institution_id is not null and not read_only`);

describe('a group employee entering a school', () => {
  it('holds exactly the school codes of their group roles there: reads, but a write is refused', async () => {
    const entered = (await post(t, ENTER, health.token, { schoolId: schools[0] })).json();
    expect(entered.code).toBe('common-0001');
    expect(entered.data).toMatchObject({ schoolId: schools[0], orgType: 2, groupId: null, teacherId: health.teacherId, readOnly: false });
    expect(entered.data.permission).toEqual([
      'attendance-inspectInfo',
      'health-alert-view',
      'health-allergy-view',
      'health-care',
      'health-exam-view',
      'health-history-view',
      'health-temperature-view',
      'school-data-center-manage-child',
      'student-manage',
    ]);
    const token = entered.data.token;
    const list = (await post(t, `${STUDENTS}/list`, token, { pageSize: 10 })).json();
    expect(list.code).toBe('common-0001');
    expect(list.data.total).toBeGreaterThan(0);
    const before = await count(t, 'students', sql`school_id = ${schools[0]}`);
    expect((await post(t, `${STUDENTS}/add`, token, { name: '新生' })).json().code).toBe('common-0403');
    expect(await count(t, 'students', sql`school_id = ${schools[0]}`)).toBe(before);
    // no staff profile of this school is theirs to complete
    const guide = (await post(t, '/kid-arch/v1/teacher/guide/list', token)).json();
    expect(guide.data.map((g: { key: string }) => g.key)).not.toContain('profile');
    // the group console is not reachable from inside the school
    expect((await post(t, '/kid-arch/v1/group/organization/listByParentId', token)).json().code).toBe('common-0403');
  });

  it('refuses schools outside the scope, of another group, and sessions that are not the group’s', async () => {
    const before = await sessions();
    const other = await otherGroup(t);
    expect((await post(t, ENTER, health.token, { schoolId: schools[1] })).json().code).toBe('common-0405');
    expect((await post(t, ENTER, admin.token, { schoolId: other.schoolId })).json().code).toBe('common-0405');
    const director = await loginAs(t.app, 'director1');
    expect((await post(t, ENTER, director.token, { schoolId: schools[0] })).json().code).toBe('common-0403');
    expect((await post(t, ENTER, health.token, { schoolId: 'x' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'schoolId' },
    });
    expect(await sessions()).toBe(before);
  });

  it('gives the administrator every school code; follows role and scope changes and a departure', async () => {
    const a = (await post(t, ENTER, admin.token, { schoolId: schools[1] })).json().data;
    expect(a.permission).toEqual([...ALL_SCHOOL_CODES].sort());
    const token = (await post(t, ENTER, health.token, { schoolId: schools[0] })).json().data.token;
    const role = await one<{ id: number }>(t, sql`select id from roles where institution_id = ${admin.schoolId} and name = '保健督导'`);
    await post(t, '/user/v1/group/role-permission/save-permission', admin.token, {
      roleId: role.id,
      consoleCodes: [],
      schoolCodes: ['attendance-inspectInfo'],
    });
    expect((await post(t, `${STUDENTS}/list`, token)).json().code).toBe('common-0403');
    const user = (await post(t, '/user/v1/tenantry/account/user-info', token)).json().data;
    expect(user.permission).toEqual(['attendance-inspectInfo']);
    // out of scope: the entered session ends
    await t.db.execute(sql`delete from group_employee_schools where member_id = ${health.teacherId}`);
    expect((await post(t, '/user/v1/tenantry/account/user-info', token)).json().code).toBe('gateway-0102');
    await t.db.execute(
      sql`insert into group_employee_schools (group_id, member_id, school_id) values (${admin.schoolId}, ${health.teacherId}, ${schools[0]})`,
    );
    const again = (await post(t, ENTER, health.token, { schoolId: schools[0] })).json().data.token;
    expect((await post(t, '/kid-arch/v1/group/accountEmployee/leave', admin.token, { id: health.teacherId })).json().code).toBe(
      'common-0001',
    );
    expect((await post(t, '/user/v1/tenantry/account/user-info', again)).json().code).toBe('gateway-0102');
  });
});
