import { GARDEN_CODES } from '@kg/shared';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter as enterAs, login, loginAs, loginRaw, type TestApp } from '../../../../test/harness.ts';
import { type Cast, cast, count, lastSms, memberByTitle, memberSnapshot, one, post, signInWithCodes } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/kid-arch/v1/teacher/accountTeacher';
const ME = '/kid-arch/v1/teacher/accountTeacher/getTeacherBasicById';
const history = (schoolId: number, id: number) =>
  t.db
    .execute(
      sql`select action, happened_on as "happenedOn", reason from member_history where school_id = ${schoolId} and member_id = ${id} order by id`,
    )
    .then((r) => r.rows);
const liveSessions = (accountId: number, schoolId: number) =>
  count(t, 'sessions', sql`account_id = ${accountId} and institution_id = ${schoolId} and revoked_at is null`);

describe('departure and entry', () => {
  it('departs a teacher: kept with history, signed out, cannot sign in to the school, listed as departed', async () => {
    const s1 = c.director1.schoolId;
    const teacher = await loginAs(t.app, 'teacher');
    expect((await post(t, ME, teacher.token)).json().code).toBe('common-0001');
    const res = await post(t, `${P}/departure`, c.director1.token, { id: teacher.teacherId, reason: '合同到期' });
    expect(res.json()).toMatchObject({
      code: 'common-0001',
      data: { id: teacher.teacherId, status: 2, departureDate: todayChina(new Date()) },
    });
    expect(await liveSessions(teacher.accountId, s1)).toBe(0);
    expect((await post(t, ME, teacher.token)).json().code).toBe('gateway-0102');
    // an account left with no active membership cannot sign in (answered like a wrong password)
    expect((await loginRaw(t.app, '13900000021', 'Kg@123456')).json().code).toBe('iam-0001');
    expect((await history(s1, teacher.teacherId)).map((h) => h.action)).toEqual([1, 2]);
    expect(await count(t, 'member_class_ranges', sql`school_id = ${s1} and member_id = ${teacher.teacherId}`)).toBe(2);

    const departed = (await post(t, `${P}/listDepartureTeacher`, c.director1.token)).json().data;
    expect(departed.total).toBe(1);
    expect(departed.list[0]).toMatchObject({ id: teacher.teacherId, mobile: '139****0021', status: 2, departureReason: '合同到期' });
    expect((await post(t, `${P}/find`, c.director1.token, { mobile: '13900000021' })).json().data.total).toBe(0);
    expect((await post(t, `${P}/find`, c.director1.token, { mobile: '13900000021', status: 2 })).json().data.total).toBe(1);
    expect((await post(t, `${P}/departure`, c.director1.token, { id: teacher.teacherId })).json().code).toBe('kid-arch-0005');
  });

  it('re-enters the teacher: active again with range and roles, history grows, sign-in works', async () => {
    const s1 = c.director1.schoolId;
    const res = await post(t, `${P}/entry`, c.director1.token, { id: c.teacher.teacherId, reason: '返聘' });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { status: 1 } });
    expect((await history(s1, c.teacher.teacherId)).map((h) => h.action)).toEqual([1, 2, 3]);
    const again = await login(t.app, '13900000021', 'Kg@123456');
    expect(again.permission).toContain('student-manage');
    expect((await post(t, `${P}/entry`, c.director1.token, { id: c.teacher.teacherId })).json().code).toBe('kid-arch-0006');
    expect((await post(t, `${P}/listDepartureTeacher`, c.director1.token)).json().data.total).toBe(0);
  });

  it('keeps the other institutions of a departed account: only this school is closed to it', async () => {
    const s1 = c.director1.schoolId;
    const multi = await loginAs(t.app, 'multi');
    const inSchool1 = multi.schoolId === s1 ? multi : await enterAs(t.app, multi, s1);
    expect((await post(t, `${P}/departure`, c.director1.token, { id: inSchool1.teacherId })).json().code).toBe('common-0001');
    const again = await login(t.app, '13900000031', 'Kg@123456');
    expect(again.schoolId).not.toBe(s1);
    const res = await call(t.app, `/iam/v1/web-oauth/kid-login/teacher-login?schoolId=${s1}&loginType=3`, { token: again.token });
    expect(res.json().code).toBe('iam-0005');
    expect((await post(t, `${P}/entry`, c.director1.token, { id: inSchool1.teacherId })).json().code).toBe('common-0001');
    expect((await enterAs(t.app, again, s1)).schoolId).toBe(s1);
  });

  it('refuses oneself, a date in the future or before the last change, and bad ids; nothing written', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const before = await memberSnapshot(t, s1, cook);
    expect((await post(t, `${P}/departure`, c.director1.token, { id: c.director1.teacherId })).json().code).toBe('kid-arch-0007');
    for (const [body, field] of [
      [{ id: cook, date: '2999-01-01' }, 'date'],
      [{ id: cook, date: '2001-01-01' }, 'date'],
      [{ id: cook, date: '2024-02-30' }, 'date'],
      [{ id: 'x' }, 'id'],
      [{ id: cook, reason: 'x'.repeat(201) }, 'reason'],
    ] as const) {
      expect((await post(t, `${P}/departure`, c.director1.token, body)).json(), JSON.stringify(body)).toMatchObject({
        code: 'common-0400',
        data: { field },
      });
    }
    expect(await memberSnapshot(t, s1, cook)).toEqual(before);
  });

  it('never departs the last director', async () => {
    const s1 = c.director1.schoolId;
    const hr = await signInWithCodes(t, s1, '13512340300', [GARDEN_CODES.teacherDeparture]);
    const before = await memberSnapshot(t, s1, c.director1.teacherId);
    expect((await post(t, `${P}/departure`, hr.token, { id: c.director1.teacherId })).json().code).toBe('kid-arch-0008');
    expect(await memberSnapshot(t, s1, c.director1.teacherId)).toEqual(before);
    // with a second director the first may leave (and come back)
    const cook = await memberByTitle(t, s1, '厨师');
    const director = (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${s1} and builtin = 'director'`)).id;
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${s1}, ${cook}, ${director})`);
    expect((await post(t, `${P}/departure`, hr.token, { id: c.director1.teacherId })).json().code).toBe('common-0001');
    expect((await post(t, `${P}/entry`, hr.token, { id: c.director1.teacherId })).json().code).toBe('common-0001');
    await t.db.execute(sql`delete from member_roles where institution_id = ${s1} and member_id = ${cook} and role_id = ${director}`);
  });

  it('refuses the teacher, the admin role, another school by id and by header', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const fresh = await cast(t);
    for (const verb of ['departure', 'entry']) {
      expect((await post(t, `${P}/${verb}`, fresh.teacher.token, { id: cook })).json().code).toBe('common-0403');
      expect((await post(t, `${P}/${verb}`, fresh.admin.token, { id: cook })).json().code).toBe('common-0403');
      expect((await post(t, `${P}/${verb}`, fresh.director1.token, { id: fresh.director2.teacherId })).json().code).toBe('common-0405');
      expect(
        (await post(t, `${P}/${verb}`, fresh.director1.token, { id: cook }, { schoolId: String(fresh.director2.schoolId) })).json().code,
      ).toBe('gateway-0105');
    }
    expect(await count(t, 'members', sql`institution_id = ${fresh.director2.schoolId} and status = 2`)).toBe(0);
    expect(await count(t, 'members', sql`institution_id = ${s1} and id = ${cook} and status = 1`)).toBe(1);
  });
});

describe('resetPasswd', () => {
  it('texts a new random password, requires changing it, and ends all sessions of the account', async () => {
    const health = await loginAs(t.app, 'health');
    const director1 = await loginAs(t.app, 'director1');
    const res = await post(t, `${P}/resetPasswd`, director1.token, { id: health.teacherId });
    expect(res.json()).toMatchObject({ code: 'common-0001', data: { id: health.teacherId, mobile: '139****0022' } });
    expect(JSON.stringify(res.json())).not.toMatch(/新密码|password/i);
    const sms = await lastSms(t, '13900000022');
    const password = /新密码 (\S+)，/.exec(sms ?? '')?.[1];
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    expect(await count(t, 'sessions', sql`account_id = ${health.accountId} and revoked_at is null`)).toBe(0);
    expect((await post(t, ME, health.token)).json().code).toBe('gateway-0102');
    expect((await loginRaw(t.app, '13900000022', 'Kg@123456')).json().code).toBe('iam-0001');
    expect(await login(t.app, '13900000022', password!)).toMatchObject({ needUpdatePassword: true });
  });

  it('refuses oneself, a departed member, other schools, a foreign header, bad ids and people without the code', async () => {
    const s1 = c.director1.schoolId;
    const fresh = await cast(t);
    const smsBefore = await count(t, 'sms_messages');
    const hashes = () => t.db.execute(sql`select id, password_hash from accounts order by id`).then((r) => r.rows);
    const before = await hashes();
    const cook = await memberByTitle(t, s1, '厨师');
    expect((await post(t, `${P}/resetPasswd`, fresh.director1.token, { id: fresh.director1.teacherId })).json().code).toBe('kid-arch-0007');
    expect((await post(t, `${P}/resetPasswd`, fresh.director1.token, { id: fresh.director2.teacherId })).json().code).toBe('common-0405');
    expect(
      (await post(t, `${P}/resetPasswd`, fresh.director1.token, { id: cook }, { schoolId: String(fresh.director2.schoolId) })).json().code,
    ).toBe('gateway-0105');
    expect((await post(t, `${P}/resetPasswd`, fresh.director1.token, { id: '' })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'id' },
    });
    expect((await post(t, `${P}/resetPasswd`, fresh.teacher.token, { id: cook })).json().code).toBe('common-0403');
    expect((await post(t, `${P}/resetPasswd`, fresh.admin.token, { id: cook })).json().code).toBe('common-0403');
    await t.db.execute(sql`update members set status = 2 where institution_id = ${s1} and id = ${cook}`);
    expect((await post(t, `${P}/resetPasswd`, fresh.director1.token, { id: cook })).json().code).toBe('kid-arch-0005');
    await t.db.execute(sql`update members set status = 1 where institution_id = ${s1} and id = ${cook}`);
    expect(await hashes()).toEqual(before);
    expect(await count(t, 'sms_messages')).toBe(smsBefore);
  });
});
