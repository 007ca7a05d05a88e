import { GARDEN_CODES } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { staffProfileEndpoints } from '@kg/shared/modules/garden/staff-profile';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  enter as enterAs,
  login,
  loginAs,
  loginRaw,
  malformed,
  ok,
  refused,
  type TestApp,
} from '../../../../test/harness.ts';
import { memberHistory } from '../../../db/schema/index.ts';
import { type Cast, cast, count, lastSms, memberByTitle, memberSnapshot, one, signInWithCodes } from './staff-test-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const history = (schoolId: number, id: number) =>
  t.db
    .select({ action: memberHistory.action, happenedOn: memberHistory.happenedOn, reason: memberHistory.reason })
    .from(memberHistory)
    .where(and(eq(memberHistory.schoolId, schoolId), eq(memberHistory.memberId, id)))
    .orderBy(asc(memberHistory.id));
// the day a departure or re-entry happens: required, China's today unless a test says otherwise
const today = () => todayChina(new Date());

const liveSessions = (accountId: number, schoolId: number) =>
  count(t, 'sessions', sql`account_id = ${accountId} and institution_id = ${schoolId} and revoked_at is null`);

describe('departure and entry', () => {
  it('departs a teacher: kept with history, signed out, cannot sign in to the school, listed as departed', async () => {
    const s1 = c.director1.schoolId;
    const teacher = await loginAs(t.app, 'teacher');
    ok(await call(staffProfileEndpoints.basic, teacher));
    const res = await call(staffEndpoints.departure, c.director1, { id: teacher.teacherId, date: today(), reason: '合同到期' });
    expect(ok(res)).toMatchObject({ id: teacher.teacherId, status: 2, departureDate: todayChina(new Date()) });
    expect(await liveSessions(teacher.accountId, s1)).toBe(0);
    refused(await call(staffProfileEndpoints.basic, teacher), 'gateway-0102');
    // an account left with no active membership cannot sign in (answered like a wrong password)
    expect((await loginRaw(t.app, '13900000021', 'Kg@123456')).json().code).toBe('iam-0001');
    expect((await history(s1, teacher.teacherId)).map((h) => h.action)).toEqual([1, 2]);
    expect(await count(t, 'member_class_ranges', sql`school_id = ${s1} and member_id = ${teacher.teacherId}`)).toBe(2);

    const departed = ok(await call(staffEndpoints.departed, c.director1));
    expect(departed.total).toBe(1);
    expect(departed.list[0]).toMatchObject({ id: teacher.teacherId, mobile: '139****0021', status: 2, departureReason: '合同到期' });
    expect(ok(await call(staffEndpoints.list, c.director1, { mobile: '13900000021' })).total).toBe(0);
    expect(ok(await call(staffEndpoints.list, c.director1, { mobile: '13900000021', status: 2 })).total).toBe(1);
    refused(await call(staffEndpoints.departure, c.director1, { id: teacher.teacherId, date: today() }), 'kid-arch-0005');
  });

  it('re-enters the teacher: active again with range and roles, history grows, sign-in works', async () => {
    const s1 = c.director1.schoolId;
    const res = await call(staffEndpoints.entry, c.director1, { id: c.teacher.teacherId, date: today(), reason: '返聘' });
    expect(ok(res)).toMatchObject({ status: 1 });
    expect((await history(s1, c.teacher.teacherId)).map((h) => h.action)).toEqual([1, 2, 3]);
    const again = await login(t.app, '13900000021', 'Kg@123456');
    expect(again.permission).toContain('student-manage');
    refused(await call(staffEndpoints.entry, c.director1, { id: c.teacher.teacherId, date: today() }), 'kid-arch-0006');
    expect(ok(await call(staffEndpoints.departed, c.director1)).total).toBe(0);
  });

  it('keeps the other institutions of a departed account: only this school is closed to it', async () => {
    const s1 = c.director1.schoolId;
    const multi = await loginAs(t.app, 'multi');
    const inSchool1 = multi.schoolId === s1 ? multi : await enterAs(t.app, multi, s1);
    ok(await call(staffEndpoints.departure, c.director1, { id: inSchool1.teacherId, date: today() }));
    const again = await login(t.app, '13900000031', 'Kg@123456');
    expect(again.schoolId).not.toBe(s1);
    refused(await call(signInEndpoints.enter, again, { schoolId: s1, loginType: '3' }), 'iam-0005');
    ok(await call(staffEndpoints.entry, c.director1, { id: inSchool1.teacherId, date: today() }));
    expect((await enterAs(t.app, again, s1)).schoolId).toBe(s1);
  });

  it('refuses oneself, a date in the future or before the last change, and bad ids; nothing written', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const before = await memberSnapshot(t, s1, cook);
    refused(await call(staffEndpoints.departure, c.director1, { id: c.director1.teacherId, date: today() }), 'kid-arch-0007');
    for (const [body, field] of [
      [{ id: cook, date: '2999-01-01' }, 'date'],
      [{ id: cook, date: '2001-01-01' }, 'date'],
      [{ id: cook, date: '2024-02-30' }, 'date'],
      [{ id: 'x', date: today() }, 'id'],
      [{ id: cook, date: today(), reason: 'x'.repeat(201) }, 'reason'],
    ] as const) {
      refused(await call(staffEndpoints.departure, c.director1, malformed(body)), 'common-0400', field);
    }
    expect(await memberSnapshot(t, s1, cook)).toEqual(before);
  });

  it('refuses a departure or re-entry without its day, naming the field; nothing written', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const before = await memberSnapshot(t, s1, cook);
    for (const date of [undefined, '', '  ', null]) {
      const body = date === undefined ? { id: cook, reason: '合同到期' } : { id: cook, date, reason: '合同到期' };
      refused(await call(staffEndpoints.departure, c.director1, malformed(body)), 'common-0400', 'date');
    }
    expect(await memberSnapshot(t, s1, cook)).toEqual(before);
    ok(await call(staffEndpoints.departure, c.director1, { id: cook, date: today() }));
    const departed = await memberSnapshot(t, s1, cook);
    refused(await call(staffEndpoints.entry, c.director1, malformed({ id: cook })), 'common-0400', 'date');
    expect(await memberSnapshot(t, s1, cook)).toEqual(departed);
    ok(await call(staffEndpoints.entry, c.director1, { id: cook, date: today() }));
  });

  it('never departs the last director', async () => {
    const s1 = c.director1.schoolId;
    const hr = await signInWithCodes(t, s1, '13512340300', [GARDEN_CODES.teacherDeparture]);
    const before = await memberSnapshot(t, s1, c.director1.teacherId);
    refused(await call(staffEndpoints.departure, hr, { id: c.director1.teacherId, date: today() }), 'kid-arch-0008');
    expect(await memberSnapshot(t, s1, c.director1.teacherId)).toEqual(before);
    // with a second director the first may leave (and come back)
    const cook = await memberByTitle(t, s1, '厨师');
    const director = (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${s1} and builtin = 'director'`)).id;
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${s1}, ${cook}, ${director})`);
    ok(await call(staffEndpoints.departure, hr, { id: c.director1.teacherId, date: today() }));
    ok(await call(staffEndpoints.entry, hr, { id: c.director1.teacherId, date: today() }));
    await t.db.execute(sql`delete from member_roles where institution_id = ${s1} and member_id = ${cook} and role_id = ${director}`);
  });

  it('refuses the teacher, the admin role, another school by id and by header', async () => {
    const s1 = c.director1.schoolId;
    const cook = await memberByTitle(t, s1, '厨师');
    const fresh = await cast(t);
    for (const endpoint of [staffEndpoints.departure, staffEndpoints.entry]) {
      refused(await call(endpoint, fresh.teacher, { id: cook, date: today() }), 'common-0403');
      refused(await call(endpoint, fresh.admin, { id: cook, date: today() }), 'common-0403');
      refused(await call(endpoint, fresh.director1, { id: fresh.director2.teacherId, date: today() }), 'common-0405');
      refused(
        await call(endpoint, fresh.director1, { id: cook, date: today() }, { headers: { schoolId: String(fresh.director2.schoolId) } }),
        'gateway-0105',
      );
    }
    expect(await count(t, 'members', sql`institution_id = ${fresh.director2.schoolId} and status = 2`)).toBe(0);
    expect(await count(t, 'members', sql`institution_id = ${s1} and id = ${cook} and status = 1`)).toBe(1);
  });
});

describe('resetPasswd', () => {
  it('texts a new random password, requires changing it, and ends all sessions of the account', async () => {
    const health = await loginAs(t.app, 'health');
    const director1 = await loginAs(t.app, 'director1');
    const res = await call(staffEndpoints.resetPassword, director1, { id: health.teacherId });
    expect(ok(res)).toMatchObject({ id: health.teacherId, mobile: '139****0022' });
    expect(res.raw.body).not.toMatch(/新密码|password/i);
    const sms = await lastSms(t, '13900000022');
    const password = /新密码 (\S+)，/.exec(sms ?? '')?.[1];
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);
    expect(await count(t, 'sessions', sql`account_id = ${health.accountId} and revoked_at is null`)).toBe(0);
    refused(await call(staffProfileEndpoints.basic, health), 'gateway-0102');
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
    refused(await call(staffEndpoints.resetPassword, fresh.director1, { id: fresh.director1.teacherId }), 'kid-arch-0007');
    refused(await call(staffEndpoints.resetPassword, fresh.director1, { id: fresh.director2.teacherId }), 'common-0405');
    refused(
      await call(staffEndpoints.resetPassword, fresh.director1, { id: cook }, { headers: { schoolId: String(fresh.director2.schoolId) } }),
      'gateway-0105',
    );
    refused(await call(staffEndpoints.resetPassword, fresh.director1, { id: '' }), 'common-0400', 'id');
    refused(await call(staffEndpoints.resetPassword, fresh.teacher, { id: cook }), 'common-0403');
    refused(await call(staffEndpoints.resetPassword, fresh.admin, { id: cook }), 'common-0403');
    await t.db.execute(sql`update members set status = 2 where institution_id = ${s1} and id = ${cook}`);
    refused(await call(staffEndpoints.resetPassword, fresh.director1, { id: cook }), 'kid-arch-0005');
    await t.db.execute(sql`update members set status = 1 where institution_id = ${s1} and id = ${cook}`);
    expect(await hashes()).toEqual(before);
    expect(await count(t, 'sms_messages')).toBe(smsBefore);
  });
});
