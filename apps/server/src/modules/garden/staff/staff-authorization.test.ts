import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES, BUILTIN_SCHOOL_ROLES, GARDEN_CODES, SYSTEM_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, count, memberByTitle, post, roleId, signInWithCodes } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const GET = '/kid-arch/v1/teacher/accountTeacher/getTeacherBasicAuthorization';
const UPDATE = '/kid-arch/v1/teacher/accountTeacher/updateTeacherBasicAuthorization';
const rolesOf = (schoolId: number, memberId: number) =>
  t.db
    .execute(sql`select role_id from member_roles where institution_id = ${schoolId} and member_id = ${memberId} order by role_id`)
    .then((r) => r.rows.map((x) => Number((x as { role_id: number }).role_id)));

describe('getTeacherBasicAuthorization', () => {
  it('lists the roles of the school, those held, and the codes that gives', async () => {
    const s1 = c.director1.schoolId;
    const d = (await post(t, GET, c.director1.token, { id: c.teacher.teacherId })).json().data;
    const teacherRole = await roleId(t, s1, 'teacher');
    expect(d).toMatchObject({ id: c.teacher.teacherId, isAdmin: false, status: 1, roleIds: [teacherRole] });
    // the built-in roles, then the school's own (the demo's health assistant)
    expect(d.roles.map((r: { builtin: string }) => r.builtin)).toEqual([...Object.keys(BUILTIN_SCHOOL_ROLES), null]);
    expect(d.roles.find((r: { id: number }) => r.id === teacherRole).checked).toBe(true);
    expect(d.permissions).toEqual([...BUILTIN_ROLE_CODES.teacher].sort());
    const director = (await post(t, GET, c.admin.token, { id: c.director1.teacherId })).json().data;
    expect(director.permissions).toEqual([...new Set(ALL_SCHOOL_CODES)].sort());
  });

  it('refuses the teacher, another school by id and by header, and bad ids', async () => {
    expect((await post(t, GET, c.teacher.token, { id: c.teacher.teacherId })).json().code).toBe('common-0403');
    expect((await post(t, GET, c.director1.token, { id: c.director2.teacherId })).json().code).toBe('common-0405');
    expect(
      (await post(t, GET, c.director1.token, { id: c.teacher.teacherId }, { schoolId: String(c.director2.schoolId) })).json().code,
    ).toBe('gateway-0105');
    expect((await post(t, GET, c.director1.token, { id: 0 })).json()).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
  });
});

describe('updateTeacherBasicAuthorization', () => {
  it('sets the roles of a member; the new codes apply to their very next call', async () => {
    const s1 = c.director1.schoolId;
    const health = await roleId(t, s1, 'health');
    const teacherRole = await roleId(t, s1, 'teacher');
    const teacher = await loginAs(t.app, 'teacher');
    expect((await post(t, '/kid-arch/v1/teacher/accountTeacher/find', teacher.token)).json().code).toBe('common-0403');
    const attendance = await roleId(t, s1, 'attendance');
    const res = await post(t, UPDATE, c.director1.token, { id: teacher.teacherId, roleIds: [teacherRole, attendance, attendance] });
    expect(res.json().data).toMatchObject({ roleIds: [teacherRole, attendance] });
    expect(res.json().data.permissions).toContain(GARDEN_CODES.teacher);
    expect((await post(t, '/kid-arch/v1/teacher/accountTeacher/find', teacher.token)).json().code).toBe('common-0001');
    // form-encoded, a single value
    const form = await call(t.app, UPDATE, {
      token: c.director1.token,
      form: true,
      body: { id: String(teacher.teacherId), roleIds: String(health) },
    });
    expect(form.json().data.roleIds).toEqual([health]);
    expect((await post(t, UPDATE, c.director1.token, { id: teacher.teacherId, roleIds: [] })).json().data).toMatchObject({
      roleIds: [],
      permissions: [],
    });
    expect(
      (await post(t, '/kid-arch/v1/teacher/accountTeacher/listTeacherNoPermission', c.director1.token))
        .json()
        .data.list.some((r: { id: number }) => r.id === teacher.teacherId),
    ).toBe(true);
    await post(t, UPDATE, c.director1.token, { id: teacher.teacherId, roleIds: [teacherRole] });
  });

  it('never removes the last director, and changes nothing then', async () => {
    const s1 = c.director1.schoolId;
    const before = await rolesOf(s1, c.director1.teacherId);
    const res = await post(t, UPDATE, c.director1.token, { id: c.director1.teacherId, roleIds: [await roleId(t, s1, 'teacher')] });
    expect(res.json().code).toBe('kid-arch-0008');
    expect(await rolesOf(s1, c.director1.teacherId)).toEqual(before);
  });

  it('never leaves the school without anyone who can sign in and manage roles', async () => {
    const s2 = c.director2.schoolId;
    const hr = await signInWithCodes(t, s2, '13512340410', [GARDEN_CODES.teacherAuthorize]);
    const keeper = await signInWithCodes(t, s2, '13512340411', [SYSTEM_CODES.roles]);
    const keeperId = Number(
      (await t.db.execute(sql`select member_id from member_roles where role_id = ${keeper.roleId}`)).rows[0].member_id,
    );
    // the directors may not sign in here: the keeper is the school's last way to manage roles
    const blocked = sql`select id from members m where m.institution_id = ${s2} and m.id not in (${hr.teacherId}, ${keeperId})
      and (m.is_admin or exists (select 1 from member_roles mr join role_permissions rp on rp.role_id = mr.role_id
        and rp.institution_id = mr.institution_id where mr.institution_id = m.institution_id and mr.member_id = m.id
        and rp.code = ${SYSTEM_CODES.roles}))`;
    await t.db.execute(
      sql`insert into member_sign_in_blocks (school_id, member_id, disabled_by) select ${s2}, id, ${c.director2.teacherId} from (${blocked}) b`,
    );
    try {
      const res = await post(t, UPDATE, hr.token, { id: keeperId, roleIds: [] });
      expect(res.json().code).toBe('system-0205');
      expect(await rolesOf(s2, keeperId)).toEqual([keeper.roleId]);
    } finally {
      await t.db.execute(sql`delete from member_sign_in_blocks where school_id = ${s2}`);
    }
  });

  it("takes only roles of the school and grants none beyond the caller's codes; nothing written", async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const before = await rolesOf(s1, cook);
    const foreign = await post(t, UPDATE, c.director1.token, { id: cook, roleIds: [await roleId(t, c.director2.schoolId, 'teacher')] });
    expect(foreign.json()).toMatchObject({ code: 'common-0400', data: { field: 'roleIds' } });
    expect((await post(t, UPDATE, c.director1.token, { id: cook, roleIds: ['x'] })).json()).toMatchObject({ code: 'common-0400' });
    const hr = await signInWithCodes(t, s1, '13512340400', [GARDEN_CODES.teacherAuthorize]);
    expect((await post(t, UPDATE, hr.token, { id: cook, roleIds: [await roleId(t, s1, 'director')] })).json().code).toBe('kid-arch-0009');
    expect(await rolesOf(s1, cook)).toEqual(before);
  });

  it('refuses the teacher, the admin role, another school by id and by header', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const teacherRole = await roleId(t, s1, 'teacher');
    const before = await count(t, 'member_roles');
    for (const who of [c.teacher, c.admin]) {
      expect((await post(t, UPDATE, who.token, { id: cook, roleIds: [teacherRole] })).json().code).toBe('common-0403');
    }
    expect((await post(t, UPDATE, c.director1.token, { id: c.director2.teacherId, roleIds: [] })).json().code).toBe('common-0405');
    expect(
      (await post(t, UPDATE, c.director1.token, { id: cook, roleIds: [] }, { schoolId: String(c.director2.schoolId) })).json().code,
    ).toBe('gateway-0105');
    expect(await count(t, 'member_roles')).toBe(before);
  });
});
