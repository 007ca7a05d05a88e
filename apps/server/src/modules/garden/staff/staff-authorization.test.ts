import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES, BUILTIN_SCHOOL_ROLES, GARDEN_CODES, SYSTEM_CODES } from '@kg/shared';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callPath, createTestApp, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, count, memberByTitle, roleId, signInWithCodes } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const rolesOf = (schoolId: number, memberId: number) =>
  t.db
    .execute(sql`select role_id from member_roles where institution_id = ${schoolId} and member_id = ${memberId} order by role_id`)
    .then((r) => r.rows.map((x) => Number((x as { role_id: number }).role_id)));

describe('getTeacherBasicAuthorization', () => {
  it('lists the roles of the school, those held, and the codes that gives', async () => {
    const s1 = c.director1.schoolId;
    const d = ok(await call(staffEndpoints.authorization, c.director1, { id: c.teacher.teacherId }));
    const teacherRole = await roleId(t, s1, 'teacher');
    expect(d).toMatchObject({ id: c.teacher.teacherId, isAdmin: false, status: 1, roleIds: [teacherRole] });
    // the built-in roles, then the school's own (the demo's health assistant)
    expect(d.roles.map((r) => r.builtin)).toEqual([...Object.keys(BUILTIN_SCHOOL_ROLES), null]);
    expect(d.roles.find((r) => r.id === teacherRole)?.checked).toBe(true);
    expect(d.permissions).toEqual([...BUILTIN_ROLE_CODES.teacher].sort());
    const director = ok(await call(staffEndpoints.authorization, c.admin, { id: c.director1.teacherId }));
    expect(director.permissions).toEqual([...new Set(ALL_SCHOOL_CODES)].sort());
  });

  it('refuses the teacher, another school by id and by header, and bad ids', async () => {
    refused(await call(staffEndpoints.authorization, c.teacher, { id: c.teacher.teacherId }), 'common-0403');
    refused(await call(staffEndpoints.authorization, c.director1, { id: c.director2.teacherId }), 'common-0405');
    refused(
      await call(
        staffEndpoints.authorization,
        c.director1,
        { id: c.teacher.teacherId },
        { headers: { schoolId: String(c.director2.schoolId) } },
      ),
      'gateway-0105',
    );
    refused(await call(staffEndpoints.authorization, c.director1, { id: 0 }), 'common-0400', 'id');
  });
});

describe('updateTeacherBasicAuthorization', () => {
  it('sets the roles of a member; the new codes apply to their very next call', async () => {
    const s1 = c.director1.schoolId;
    const health = await roleId(t, s1, 'health');
    const teacherRole = await roleId(t, s1, 'teacher');
    const teacher = await loginAs(t.app, 'teacher');
    refused(await call(staffEndpoints.list, teacher), 'common-0403');
    const attendance = await roleId(t, s1, 'attendance');
    const res = await call(staffEndpoints.updateAuthorization, c.director1, {
      id: teacher.teacherId,
      roleIds: [teacherRole, attendance, attendance],
    });
    expect(ok(res)).toMatchObject({ roleIds: [teacherRole, attendance] });
    expect(ok(res).permissions).toContain(GARDEN_CODES.teacher);
    ok(await call(staffEndpoints.list, teacher));
    // raw transport: form-encoded with a single value where the declaration takes a list (the web sends JSON)
    const form = await callPath(t.app, staffEndpoints.updateAuthorization.path, {
      token: c.director1.token,
      form: true,
      body: { id: String(teacher.teacherId), roleIds: String(health) },
    });
    expect(form.json().data.roleIds).toEqual([health]);
    expect(ok(await call(staffEndpoints.updateAuthorization, c.director1, { id: teacher.teacherId, roleIds: [] }))).toMatchObject({
      roleIds: [],
      permissions: [],
    });
    expect(ok(await call(staffEndpoints.withoutRole, c.director1)).list.some((r) => r.id === teacher.teacherId)).toBe(true);
    await call(staffEndpoints.updateAuthorization, c.director1, { id: teacher.teacherId, roleIds: [teacherRole] });
  });

  it('never removes the last director, and changes nothing then', async () => {
    const s1 = c.director1.schoolId;
    const before = await rolesOf(s1, c.director1.teacherId);
    const res = await call(staffEndpoints.updateAuthorization, c.director1, {
      id: c.director1.teacherId,
      roleIds: [await roleId(t, s1, 'teacher')],
    });
    refused(res, 'kid-arch-0008');
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
      const res = await call(staffEndpoints.updateAuthorization, hr, { id: keeperId, roleIds: [] });
      refused(res, 'system-0205');
      expect(await rolesOf(s2, keeperId)).toEqual([keeper.roleId]);
    } finally {
      await t.db.execute(sql`delete from member_sign_in_blocks where school_id = ${s2}`);
    }
  });

  it("takes only roles of the school and grants none beyond the caller's codes; nothing written", async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const before = await rolesOf(s1, cook);
    const foreign = await call(staffEndpoints.updateAuthorization, c.director1, {
      id: cook,
      roleIds: [await roleId(t, c.director2.schoolId, 'teacher')],
    });
    refused(foreign, 'common-0400', 'roleIds');
    refused(await call(staffEndpoints.updateAuthorization, c.director1, malformed({ id: cook, roleIds: ['x'] })), 'common-0400');
    const hr = await signInWithCodes(t, s1, '13512340400', [GARDEN_CODES.teacherAuthorize]);
    refused(await call(staffEndpoints.updateAuthorization, hr, { id: cook, roleIds: [await roleId(t, s1, 'director')] }), 'kid-arch-0009');
    expect(await rolesOf(s1, cook)).toEqual(before);
  });

  it('refuses the teacher, the admin role, another school by id and by header', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const teacherRole = await roleId(t, s1, 'teacher');
    const before = await count(t, 'member_roles');
    for (const who of [c.teacher, c.admin]) {
      refused(await call(staffEndpoints.updateAuthorization, who, { id: cook, roleIds: [teacherRole] }), 'common-0403');
    }
    refused(await call(staffEndpoints.updateAuthorization, c.director1, { id: c.director2.teacherId, roleIds: [] }), 'common-0405');
    refused(
      await call(
        staffEndpoints.updateAuthorization,
        c.director1,
        { id: cook, roleIds: [] },
        { headers: { schoolId: String(c.director2.schoolId) } },
      ),
      'gateway-0105',
    );
    expect(await count(t, 'member_roles')).toBe(before);
  });
});
