import { GARDEN_CODES } from '@kg/shared';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, classIds, memberByTitle, memberSnapshot, positionId, roleId, signInWithCodes } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
let cook: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  cook = await memberByTitle(t, c.director1.schoolId, '厨师');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const snap = (id: number) => memberSnapshot(t, c.director1.schoolId, id);

describe('update', () => {
  it('updates profile, occupation, certificates, positions and range of a member', async () => {
    const s1 = c.director1.schoolId;
    const [a, b] = await classIds(t, s1);
    const res = await call(staffEndpoints.update, c.director1, {
      id: cook,
      realName: '陈大厨',
      address: '同安区大同街道 8 号',
      jobTitle: '厨师长',
      certificates: [{ certificateName: '中式烹调师职业技能等级证书', issuingUnit: '厦门市人社局' }, { certificateName: 4 }],
      positionIds: [await positionId(t, s1, '厨师'), await positionId(t, s1, '行政主任')],
      manageRange: [
        { type: 3, id: a },
        { type: 3, id: b },
        { type: 3, id: a },
      ],
    });
    expect(res.status).toBe(200);
    const d = ok(res);
    expect(d).toMatchObject({
      id: cook,
      realName: '陈大厨',
      address: '同安区大同街道 8 号',
      jobTitle: '厨师长',
      postType: 6,
      allRange: false,
    });
    expect(d.certificates.map((x: { certificateName: string }) => x.certificateName)).toEqual(['中式烹调师职业技能等级证书', '健康证']);
    expect(d.positions.map((p: { name: string }) => p.name).sort()).toEqual(['厨师', '行政主任'].sort());
    expect(d.classes.map((x: { id: number }) => x.id).sort()).toEqual([a, b].sort());

    const whole = ok(await call(staffEndpoints.update, c.director1, { id: cook, manageRange: [{ type: 1 }], positionIds: [] }));
    expect(whole).toMatchObject({ allRange: true, classes: [], positions: [], realName: '陈大厨' });
  });

  it('leaves absent fields alone', async () => {
    const before = await snap(cook);
    ok(await call(staffEndpoints.update, c.director1, { id: cook }));
    const after = (await snap(cook)) as { profile: Record<string, unknown> };
    expect({ ...after, profile: { ...after.profile, updated_at: null } }).toEqual({
      ...(before as object),
      profile: { ...(before as { profile: object }).profile, updated_at: null },
    });
  });

  it('keeps the phone: a different one is refused, the masked one shown is accepted', async () => {
    const before = await snap(c.teacher.teacherId);
    const res = await call(staffEndpoints.update, c.director1, { id: c.teacher.teacherId, mobile: '13512345678' });
    refused(res, 'common-0400', 'mobile');
    expect(await snap(c.teacher.teacherId)).toEqual(before);
    ok(await call(staffEndpoints.update, c.director1, { id: c.teacher.teacherId, mobile: '139****0021' }));
  });

  it('answers bad input with a 400 naming the field and changes nothing', async () => {
    const s2 = c.director2.schoolId;
    const before = await snap(cook);
    const cases: [object, string][] = [
      [{ gender: 7 }, 'gender'],
      [{ realName: '' }, 'realName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ certificates: [{ postType: 6, certificateName: '保安员证' }] }, 'certificates.0.certificateName'],
      [{ positionIds: [await positionId(t, s2, '厨师')] }, 'positionIds'],
      [{ manageRange: [{ type: 3, id: (await classIds(t, s2))[0] }] }, 'manageRange'],
      [{ roleIds: [await roleId(t, s2, 'teacher')] }, 'roleIds'],
      [{ nativePlace: '350000,999999' }, 'nativePlace'],
    ];
    for (const [patch, field] of cases) {
      const res = await call(staffEndpoints.update, c.director1, malformed({ id: cook, ...patch }));
      refused(res, 'common-0400', field);
    }
    refused(await call(staffEndpoints.update, c.director1, malformed({ realName: 'x' })), 'common-0400', 'id');
    expect(await snap(cook)).toEqual(before);
  });

  it("answers another school's member as missing and refuses a foreign header", async () => {
    const before = await memberSnapshot(t, c.director2.schoolId, c.director2.teacherId);
    const res = await call(staffEndpoints.update, c.director1, { id: c.director2.teacherId, realName: '改名' });
    expect(res.status).toBe(404);
    refused(res, 'common-0405');
    refused(
      await call(
        staffEndpoints.update,
        c.director1,
        { id: cook, realName: '改名' },
        { headers: { schoolId: String(c.director2.schoolId) } },
      ),
      'gateway-0105',
    );
    expect(await memberSnapshot(t, c.director2.schoolId, c.director2.teacherId)).toEqual(before);
  });

  it('refuses the teacher and the admin role', async () => {
    const before = await snap(cook);
    for (const who of [c.teacher, c.admin]) {
      refused(await call(staffEndpoints.update, who, { id: cook, realName: '改名' }), 'common-0403');
    }
    expect(await snap(cook)).toEqual(before);
  });

  it('refuses a departed member until re-entry', async () => {
    const s1 = c.director1.schoolId;
    await t.db.execute(sql`update members set status = 2 where institution_id = ${s1} and id = ${cook}`);
    refused(await call(staffEndpoints.update, c.director1, { id: cook, realName: '改名' }), 'kid-arch-0005');
    await t.db.execute(sql`update members set status = 1 where institution_id = ${s1} and id = ${cook}`);
  });

  it('changes roles only with the authorize code, and never takes the last director away', async () => {
    const s1 = c.director1.schoolId;
    const director = await roleId(t, s1, 'director');
    const teacherRole = await roleId(t, s1, 'teacher');
    // resending the roles a member holds is no change: the update code is enough
    const hr = await signInWithCodes(t, s1, '13512340200', [GARDEN_CODES.teacher, GARDEN_CODES.teacherUpdate]);
    ok(await call(staffEndpoints.update, hr, { id: c.teacher.teacherId, roleIds: [teacherRole], jobTitle: '主班' }));
    refused(await call(staffEndpoints.update, hr, { id: c.teacher.teacherId, roleIds: [] }), 'common-0403', 'roleIds');

    const before = await snap(c.director1.teacherId);
    refused(await call(staffEndpoints.update, c.director1, { id: c.director1.teacherId, roleIds: [teacherRole] }), 'kid-arch-0008');
    expect(await snap(c.director1.teacherId)).toEqual(before);
    const res = await call(staffEndpoints.update, c.director1, { id: cook, roleIds: [director] });
    expect(ok(res).roleIds).toEqual([director]);
  });
});
