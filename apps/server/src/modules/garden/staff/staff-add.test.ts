import { GARDEN_CODES } from '@kg/shared';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginRaw, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { receiveLinkCode } from '../../accounts/testing.ts';
import {
  type Cast,
  cast,
  classIds,
  lastSms,
  memberByTitle,
  one,
  positionId,
  roleId,
  signInWithCodes,
  staffFootprint,
} from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const passwordIn = (sms: string | undefined) => /初始密码 (\S+)，/.exec(sms ?? '')?.[1];

const newcomer = (phone: string, extra: object = {}) => ({
  realName: '林晓雯',
  mobile: phone,
  gender: 2,
  birthday: '1995-03-08',
  nation: '汉族',
  idCardType: 1,
  idCardNo: '350203199503080024',
  education: 3,
  postType: 2,
  jobTitle: '教师',
  entryDate: '2024-09-01',
  certificates: [{ postType: 2, certificateName: '幼儿园教师资格证', issuingUnit: '厦门市教育局' }],
  ...extra,
});

describe('add', () => {
  it('creates the account of a new phone with a random initial password sent by SMS, to change at first sign-in', async () => {
    const s1 = c.director1.schoolId;
    const [clazz] = await classIds(t, s1);
    const position = await positionId(t, s1, '教师');
    const res = await call(
      staffEndpoints.add,
      c.director1,
      newcomer('13512340001', {
        positionIds: [position],
        roleIds: [await roleId(t, s1, 'teacher')],
        manageRange: [{ type: 3, id: clazz }],
      }),
    );
    expect(res.status).toBe(200);
    const d = ok(res);
    expect(d).toMatchObject({
      realName: '林晓雯',
      mobile: '135****0001',
      postType: 2,
      status: 1,
      allRange: false,
      positionIds: [position],
      classes: [expect.objectContaining({ id: clazz })],
      history: [expect.objectContaining({ action: 1, happenedOn: '2024-09-01' })],
    });
    expect(d.certificates).toEqual([expect.objectContaining({ certificateName: '幼儿园教师资格证', issuingUnit: '厦门市教育局' })]);
    const acc = await one<{ need: boolean; name: string }>(
      t,
      sql`select need_update_password as need, real_name as name from accounts where phone = '13512340001'`,
    );
    expect(acc).toEqual({ need: true, name: '林晓雯' });

    const password = passwordIn(await lastSms(t, '13512340001'));
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    const session = await login(t.app, '13512340001', password!);
    expect(session).toMatchObject({ schoolId: s1, teacherId: d.id, needUpdatePassword: true });
    expect((await loginRaw(t.app, '13512340001', 'Kg@123456')).json().code).toBe('iam-0001');

    // another newcomer gets another password: there is no fixed default
    await call(staffEndpoints.add, c.director1, newcomer('13512340002', { certificates: [] }));
    expect(passwordIn(await lastSms(t, '13512340002'))).not.toBe(password);
  });

  it("links an existing account only with its person's code: its password and its own name stay, no password is texted", async () => {
    const before = await one<{ hash: string; name: string }>(
      t,
      sql`select password_hash as hash, real_name as name from accounts where phone = '13900000012'`,
    );
    const form = newcomer('13900000012', { realName: '周园长', certificates: [], idCardNo: null });
    const s1 = c.director1.schoolId;
    const footprint = await staffFootprint(t, s1);
    // the attack: another school's director linked by phone alone
    const bare = await call(staffEndpoints.add, c.director1, form);
    refused(bare, 'kid-arch-0033', 'linkCode');
    refused(await call(staffEndpoints.add, c.director1, { ...form, linkCode: '000000' }), 'message-0002', 'linkCode');
    expect(await staffFootprint(t, s1)).toEqual(footprint);
    const linkCode = await receiveLinkCode(t.app, t.db, c.director1.token, '13900000012');
    expect(await lastSms(t, '13900000012')).toContain('阳光第一幼儿园');
    const res = await call(staffEndpoints.add, c.director1, { ...form, linkCode });
    ok(res);
    expect(ok(res)).toMatchObject({ realName: '周园长', mobile: '139****0012' });
    const after = await one<{ hash: string; name: string; need: boolean }>(
      t,
      sql`select password_hash as hash, real_name as name,
      need_update_password as need from accounts where phone = '13900000012'`,
    );
    expect(after).toEqual({ ...before, need: false });
    const sms = await lastSms(t, '13900000012');
    expect(sms).toContain('原账号密码');
    expect(passwordIn(sms)).toBeUndefined();
    expect((await login(t.app, '13900000012', 'Kg@123456')).orgCount).toBe(2);
  });

  it('refuses the phone of an active member of the school, and points a departed one to re-entry', async () => {
    const s1 = c.director1.schoolId;
    const before = await staffFootprint(t, s1);
    refused(await call(staffEndpoints.add, c.director1, newcomer('13900000021')), 'kid-arch-0003', 'mobile');
    const cook = await memberByTitle(t, s1, '厨师');
    await t.db.execute(sql`update members set status = 2 where institution_id = ${s1} and id = ${cook}`);
    const phone = (
      await one<{ phone: string }>(
        t,
        sql`select a.phone from members m join accounts a on a.id = m.account_id
      where m.institution_id = ${s1} and m.id = ${cook}`,
      )
    ).phone;
    expect(refused(await call(staffEndpoints.add, c.director1, newcomer(phone)), 'kid-arch-0004')).toMatchObject({ id: cook });
    await t.db.execute(sql`update members set status = 1 where institution_id = ${s1} and id = ${cook}`);
    expect(await staffFootprint(t, s1)).toEqual(before);
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const s1 = c.director1.schoolId;
    const s2 = c.director2.schoolId;
    const before = await staffFootprint(t, s1);
    const cases: [object, string][] = [
      [{ realName: '' }, 'realName'],
      [{ mobile: '12345678901' }, 'mobile'],
      [{ postType: null }, 'postType'],
      [{ postType: 42 }, 'postType'],
      [{ idCardNo: '350203199503080026' }, 'idCardNo'],
      [{ certificates: [{ certificateName: '医师资格证书' }] }, 'certificates.0.certificateName'],
      [{ positionIds: [await positionId(t, s2, '教师')] }, 'positionIds'],
      [{ roleIds: [await roleId(t, s2, 'teacher')] }, 'roleIds'],
      [{ manageRange: [{ type: 3, id: (await classIds(t, s2))[0] }] }, 'manageRange'],
      [{ manageRange: [{ type: 2, id: 1 }] }, 'manageRange[0].type'],
      [{ birthday: '2090-01-01' }, 'birthday'],
    ];
    for (const [patch, field] of cases) {
      const res = await call(staffEndpoints.add, c.director1, newcomer('13512349999', patch));
      expect(res.status, field).toBe(400);
      refused(res, 'common-0400', field);
    }
    expect(await staffFootprint(t, s1)).toEqual(before);
  });

  it('refuses the teacher and the admin role; roles need the authorize code', async () => {
    const s1 = c.director1.schoolId;
    const before = await staffFootprint(t, s1);
    for (const who of [c.teacher, c.admin]) {
      const res = await call(staffEndpoints.add, who, newcomer('13512340003'));
      expect(res.status).toBe(403);
      refused(res, 'common-0403');
    }
    const hr = await signInWithCodes(t, s1, '13512340100', [GARDEN_CODES.teacher, GARDEN_CODES.teacherAdd]);
    const after = await staffFootprint(t, s1);
    const denied = await call(staffEndpoints.add, hr, newcomer('13512340003', { roleIds: [await roleId(t, s1, 'teacher')] }));
    refused(denied, 'common-0403', 'roleIds');
    expect(await staffFootprint(t, s1)).toEqual(after);
    expect(after.members).toBe(before.members + 1);
    ok(await call(staffEndpoints.add, hr, newcomer('13512340003')));
  });

  it('never grants a role carrying codes the caller lacks', async () => {
    const s1 = c.director1.schoolId;
    const hr = await signInWithCodes(t, s1, '13512340101', [GARDEN_CODES.teacher, GARDEN_CODES.teacherAdd, GARDEN_CODES.teacherAuthorize]);
    const res = await call(staffEndpoints.add, hr, newcomer('13512340004', { roleIds: [await roleId(t, s1, 'director')] }));
    refused(res, 'kid-arch-0009');
    expect(await one(t, sql`select 1 as x from accounts where phone = '13512340004'`)).toBeUndefined();
  });

  it('adds to the session school only: a header naming another school is refused', async () => {
    const res = await call(staffEndpoints.add, c.director1, newcomer('13512340005'), {
      headers: { schoolId: String(c.director2.schoolId) },
    });
    refused(res, 'gateway-0105');
    expect(await one(t, sql`select 1 as x from accounts where phone = '13512340005'`)).toBeUndefined();
  });

  it('gives the whole-school range with a type 1 node', async () => {
    const d = ok(await call(staffEndpoints.add, c.director1, newcomer('13512340006', { manageRange: [{ type: 1 }, { type: 3, id: 1 }] })));
    expect(d).toMatchObject({ allRange: true, classes: [], manageRange: [{ type: 1 }] });
  });
});
