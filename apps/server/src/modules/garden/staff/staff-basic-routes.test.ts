import { idCardCheckDigit, maskIdCard, maskPhone } from '@kg/shared';
import { staffProfileEndpoints as E } from '@kg/shared/modules/garden/staff-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, type TestApp } from '../../../../test/harness.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { basicSnapshot, regulatorVisit, signIn, staffCast } from './profile-test-utils.ts';

let t: TestApp;
let teacher: LoginResult;
let director1: LoginResult;
let director2: LoginResult;
let admin: LoginResult; // 'multi' in school 1: admin role, may view staff, may not update them nor see ID numbers
beforeAll(async () => {
  t = await createTestApp();
  ({ teacher, director1, director2, admin } = await staffCast(t));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const idCard = (first17: string) => first17 + idCardCheckDigit(first17);
/** A regulator's read-only visit, called like any other session. */
const visitor = (schoolId: number) => regulatorVisit(t, schoolId);
const teacherRow = () => basicSnapshot(t, teacher.schoolId, teacher.teacherId);

describe('getTeacherBasicById', () => {
  it("answers the caller's own profile unmasked", async () => {
    const data = ok(await call(E.basic, teacher, {}));
    const row = await teacherRow();
    expect(data).toMatchObject({
      id: teacher.teacherId,
      realName: row.memberName,
      mobile: demoAccount('teacher').phone,
      idCardType: 1,
      idCardNo: row.profile.id_card_no,
      nation: '汉族',
      countryType: 1,
      nativePlace: row.profile.native_place,
      birthday: row.profile.birthday,
      avatarImgUrl: { url: '' },
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'address',
        'avatarImgUrl',
        'birthday',
        'countryType',
        'education',
        'email',
        'gender',
        'id',
        'idCardNo',
        'idCardType',
        'mobile',
        'nation',
        'nativePlace',
        'realName',
      ].sort(),
    );
  });

  it("masks another member's phone and ID number; both show only on reveal by a holder of the code", async () => {
    const own = ok(await call(E.basic, teacher, {}));
    const byDirector = ok(await call(E.basic, director1, { id: teacher.teacherId }));
    expect(byDirector.mobile).toBe(maskPhone(own.mobile));
    expect(byDirector.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(byDirector.idCardNo).toBe(maskIdCard(own.idCardNo, 1));
    const revealed = ok(await call(E.basic, director1, { id: teacher.teacherId, reveal: 'true' }));
    expect(revealed).toMatchObject({ mobile: own.mobile, idCardNo: own.idCardNo });
    const byAdmin = ok(await call(E.basic, admin, malformed({ id: String(teacher.teacherId), reveal: 'true' })));
    expect(byAdmin.mobile).toBe(maskPhone(own.mobile));
    expect(byAdmin.idCardNo).toBe(maskIdCard(own.idCardNo, 1));
    expect(byAdmin.idCardNo.slice(6, 14)).toBe('********');
  });

  it("refuses a teacher without staff codes another member's profile", async () => {
    const res = await call(E.basic, teacher, { id: director1.teacherId });
    expect(res.status).toBe(403);
    expect(res).toMatchObject({ code: 'common-0403', data: null });
  });

  it('answers a member of another school like a missing one, revealing nothing', async () => {
    const res = await call(E.basic, director1, { id: director2.teacherId });
    expect(res.status).toBe(404);
    expect(res).toMatchObject({ code: 'common-0405', data: null });
    const missing = await call(E.basic, director1, { id: 987654321 });
    expect({ code: missing.code, data: missing.data }).toEqual({ code: res.code, data: res.data });
  });

  it('refuses callers outside a school', async () => {
    const group = await signIn(t, 'groupAdmin');
    expect((await call(E.basic, group)).code).toBe('common-0403');
  });

  it('lets a read-only regulator visit read a staff profile, masked, but has no own profile there', async () => {
    const visit = await visitor(teacher.schoolId);
    const data = ok(await call(E.basic, visit, { id: teacher.teacherId }));
    expect(data.mobile).toContain('****');
    expect(data.idCardNo.slice(6, 14)).toBe('********');
    expect((await call(E.basic, visit, {})).status).toBe(404);
  });

  it('refuses a non-numeric id naming the field', async () => {
    const res = await call(E.basic, director1, { id: 'abc' });
    expect(res.status).toBe(400);
    expect(res).toMatchObject({ code: 'common-0400', data: { field: 'id' } });
  });
});

describe('updateTeacherBasicById', () => {
  it("updates the caller's own profile, names and avatar", async () => {
    const no = idCard('35020319900101123');
    const res = await call(E.updateBasic, teacher, {
      realName: ' 林晓雨 ',
      gender: 2,
      birthday: '1990-01-01',
      nation: '回族',
      idCardType: 1,
      idCardNo: no,
      countryType: '1',
      nativePlace: '350000,350200,350203',
      address: '厦门市思明区湖滨南路 1 号',
      education: 3,
      email: 'lin@example.com',
      avatarImgUrl: { url: '/api/file/v1/files/7/original' },
      mobile: demoAccount('teacher').phone,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      realName: '林晓雨',
      nation: '回族',
      idCardNo: no,
      avatarImgUrl: { url: '/api/file/v1/files/7/original' },
    });
    const row = await teacherRow();
    expect(row).toMatchObject({
      memberName: '林晓雨',
      accountName: '林晓雨',
      avatarUrl: '/api/file/v1/files/7/original',
      phone: demoAccount('teacher').phone,
      profile: {
        gender: 2,
        birthday: '1990-01-01',
        nation: '回族',
        id_card_no: no,
        native_place: '350000,350200,350203',
        education: 3,
        email: 'lin@example.com',
      },
    });
  });

  it('leaves absent fields alone, clears blank ones, and keeps the number when the masked value comes back', async () => {
    const before = await teacherRow();
    const res = await call(E.updateBasic, teacher, {
      email: '',
      idCardNo: maskIdCard(String(before.profile.id_card_no), 1),
      mobile: maskPhone(demoAccount('teacher').phone),
    });
    expect(res.status).toBe(200);
    const after = await teacherRow();
    expect(after.profile).toMatchObject({ id_card_no: before.profile.id_card_no, nation: before.profile.nation, email: null });
  });

  it('accepts a nation by its code and a passport number without the resident ID check', async () => {
    expect((await call(E.updateBasic, teacher, { nation: 2, idCardType: 2, idCardNo: 'e12345678' })).status).toBe(200);
    expect(await teacherRow()).toMatchObject({ profile: { nation: '蒙古族', id_card_type: 2, id_card_no: 'E12345678' } });
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ idCardType: 1, idCardNo: '350203199001011230' }, 'idCardNo'],
      [{ idCardType: 1, idCardNo: idCard('35020330000101123') }, 'idCardNo', '出生日期不能晚于今天'],
      [{ idCardType: 1, idCardNo: '12345' }, 'idCardNo', '18'],
      [{ gender: 3 }, 'gender'],
      [{ nation: '火星族' }, 'nation'],
      [{ education: 9 }, 'education'],
      [{ idCardType: 7 }, 'idCardType'],
      [{ countryType: 'x' }, 'countryType'],
      [{ nativePlace: '350000,999999' }, 'nativePlace', '999999'],
      [{ nativePlace: '350000,110100' }, 'nativePlace'],
      [{ nativePlace: '350200' }, 'nativePlace'],
      [{ realName: '' }, 'realName'],
      [{ realName: '一二三四五六七八九十一二三四五六七八九十一' }, 'realName'],
      [{ realName: '林😀' }, 'realName'],
      [{ birthday: '2999-01-01' }, 'birthday'],
      [{ birthday: '1990-02-30' }, 'birthday'],
      [{ email: 'not-an-email' }, 'email'],
      [{ mobile: '13800000000' }, 'mobile', '更换手机号'],
      [{ gender: 1, realName: '新名字', idCardType: 1, idCardNo: 'X' }, 'idCardNo'],
    ];
    const before = await teacherRow();
    for (const [body, field, text] of cases) {
      const res = await call(E.updateBasic, teacher, malformed(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res).toMatchObject({ code: 'common-0400', data: { field } });
      expect(res.message).toContain(field);
      if (text) expect(res.message).toContain(text);
    }
    expect(await teacherRow()).toEqual(before);
  });

  it('explains the ID number problem in English for an English request', async () => {
    const res = await call(E.updateBasic, teacher, { idCardType: 1, idCardNo: '350203199001011230' }, { lang: 'en' });
    expect(res.message).toBe('idCardNo: not a valid resident ID number: the check digit does not match, please check the number');
  });

  it('lets a director update a member of the school; an admin without the update code may not', async () => {
    expect((await call(E.updateBasic, director1, { id: teacher.teacherId, address: '同安区大同街道 3 号' })).status).toBe(200);
    expect(await teacherRow()).toMatchObject({ profile: { address: '同安区大同街道 3 号' } });
    const before = await teacherRow();
    const res = await call(E.updateBasic, admin, { id: teacher.teacherId, address: '别处' });
    expect(res.status).toBe(403);
    expect(res.code).toBe('common-0403');
    expect((await call(E.updateBasic, teacher, { id: director1.teacherId, address: '别处' })).code).toBe('common-0403');
    expect(await teacherRow()).toEqual(before);
  });

  it("changes nothing of another school's member", async () => {
    const before = await basicSnapshot(t, director2.schoolId, director2.teacherId);
    const res = await call(E.updateBasic, director1, { id: director2.teacherId, realName: '冒名', address: '别处' });
    expect(res.status).toBe(404);
    expect(res.code).toBe('common-0405');
    expect(await basicSnapshot(t, director2.schoolId, director2.teacherId)).toEqual(before);
  });

  it('refuses read-only sessions and callers outside a school', async () => {
    const before = await teacherRow();
    const visit = await visitor(teacher.schoolId);
    const res = await call(E.updateBasic, visit, { id: teacher.teacherId, address: '别处' });
    expect(res.status).toBe(403);
    expect(res.code).toBe('common-0406');
    const group = await signIn(t, 'groupAdmin');
    expect((await call(E.updateBasic, group, { address: '别处' })).code).toBe('common-0403');
    expect(await teacherRow()).toEqual(before);
  });
});
