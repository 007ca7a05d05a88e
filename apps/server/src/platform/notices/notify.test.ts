import { maskName, maskPhone } from '@kg/shared';
import type { NoticeSource } from '@kg/shared/modules/platform/display-values';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { demoAccount } from '../demo/index.ts';
import { notify } from './notify.ts';
import { listOutbox } from './outbox-data.ts';

let t: TestApp;
const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
const accountOf = async (key: Parameters<typeof demoAccount>[0]) =>
  (await one<{ id: number }>(sql`select id from accounts where phone = ${demoAccount(key).phone}`)).id;
const schoolNamed = async (name: string) => (await one<{ id: number }>(sql`select id from institutions where name = ${name}`)).id;
const noticesOf = async (schoolId: number, accountId: number) =>
  (await t.db.execute<{ title_en: string }>(sql`select * from notices where institution_id = ${schoolId} and account_id = ${accountId}`))
    .rows;

let school1: number;
let school2: number;

beforeAll(async () => {
  t = await createTestApp();
  school1 = await schoolNamed('阳光第一幼儿园');
  school2 = await schoolNamed('阳光第二幼儿园');
});
afterAll(() => t?.close());

// a source no module uses, so this file's rows are told apart
const msg = (en: string) => ({ source: 'test' as NoticeSource, title: { zh: en, en } });

describe('notify', () => {
  it('delivers to the named accounts of the school and drops accounts of another school', async () => {
    const [d1, d2] = [await accountOf('director1'), await accountOf('director2')];
    const r = await notify(t.ctx, { schoolId: school1, accounts: [d1, d2] }, { ...msg('by account'), link: '/garden/students' });
    expect(r.accountIds).toEqual([d1]);
    expect((await noticesOf(school1, d1)).map((n) => n.title_en)).toContain('by account');
    expect(await noticesOf(school1, d2)).toHaveLength(0);
    expect((await noticesOf(school2, d2)).map((n) => n.title_en)).not.toContain('by account');
  });

  it('resolves a role to the holders in that school only', async () => {
    const r = await notify(t.ctx, { schoolId: school1, roles: ['director'] }, msg('by role'));
    expect(r.accountIds).toContain(await accountOf('director1'));
    expect(r.accountIds).not.toContain(await accountOf('director2'));
    // every recipient holds the director role in school 1, and no one else does
    const holders = await t.db.execute<{ account_id: number }>(sql`select distinct m.account_id from members m
      join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
      join roles ro on ro.institution_id = mr.institution_id and ro.id = mr.role_id
      where m.institution_id = ${school1} and m.status = 1 and ro.builtin = 'director' order by 1`);
    expect(r.accountIds).toEqual(holders.rows.map((h) => h.account_id));
  });

  it('resolves a role the school made by its name', async () => {
    const role = await one<{ id: number }>(sql`insert into roles (institution_id, name) values (${school1}, '厨房') returning id`);
    const finance = await accountOf('finance');
    await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id)
      select ${school1}, m.id, ${role.id} from members m where m.institution_id = ${school1} and m.account_id = ${finance}`);
    const r = await notify(t.ctx, { schoolId: school1, roles: ['厨房'] }, msg('kitchen'));
    expect(r.accountIds).toEqual([finance]);
    // the same name in another school names nobody there
    expect((await notify(t.ctx, { schoolId: school2, roles: ['厨房'] }, msg('kitchen'))).accountIds).toEqual([]);
  });

  it('resolves a class to its teachers, and a class of another school to nobody', async () => {
    const teacher = await accountOf('teacher');
    const small1 = await one<{ id: number }>(sql`select id from classes where school_id = ${school1} and name = '小一班'`);
    const r = await notify(t.ctx, { schoolId: school1, classes: [small1.id] }, msg('by class'));
    expect(r.accountIds).toContain(teacher);
    const other = await one<{ id: number }>(sql`select id from classes where school_id = ${school2} limit 1`);
    expect((await notify(t.ctx, { schoolId: school1, classes: [other.id] }, msg('foreign class'))).accountIds).toEqual([]);
  });

  it('answers nobody for an empty list without touching the database', async () => {
    expect((await notify(t.ctx, { schoolId: school1, accounts: [] }, msg('none'))).accountIds).toEqual([]);
  });

  it('records text messages and WeChat templates in the outbox until a provider is configured', async () => {
    const [health, finance] = [await accountOf('health'), await accountOf('finance')];
    await t.db.execute(sql`insert into wechat_binds (account_id, open_id) values (${health}, 'o-health')`);
    await notify(
      t.ctx,
      { schoolId: school1, accounts: [health, finance] },
      {
        ...msg('outbox'),
        title: { zh: '体检提醒', en: 'Check-up' },
        body: { zh: '明天体检', en: 'Tomorrow' },
        channels: ['sms', 'wechat'],
      },
    );
    const rows = await t.db.execute<{ account_id: number; channel: string; state: string; target: string | null }>(
      sql`select account_id, channel, state, target from notice_outbox where institution_id = ${school1} order by account_id, channel`,
    );
    expect(rows.rows).toEqual(
      [
        { account_id: health, channel: 'sms', state: 'recorded', target: demoAccount('health').phone },
        { account_id: health, channel: 'wechat', state: 'recorded', target: 'o-health' },
        { account_id: finance, channel: 'sms', state: 'recorded', target: demoAccount('finance').phone },
        { account_id: finance, channel: 'wechat', state: 'skipped', target: null },
      ].sort((a, b) => a.account_id - b.account_id || a.channel.localeCompare(b.channel)),
    );
    const sms = await t.db.execute<{ content: string }>(sql`select content from sms_messages where phone = ${demoAccount('health').phone}`);
    expect(sms.rows.map((s) => s.content)).toContain('【体检提醒】明天体检');
  });

  it('records a failing provider in the outbox without failing the notice', async () => {
    const finance = await accountOf('finance');
    const failing = { ...t.ctx, sms: { name: 'carrier', send: async () => Promise.reject(new Error('carrier down')) } };
    const r = await notify(failing, { schoolId: school1, accounts: [finance] }, { ...msg('failing'), channels: ['sms'] });
    expect(r.accountIds).toEqual([finance]);
    const row = await one<{ state: string; error: string }>(
      sql`select state, error from notice_outbox where institution_id = ${school1} and provider = 'carrier'`,
    );
    expect(row).toEqual({ state: 'failed', error: 'carrier down' });
  });

  it('texts the guardians without an account on the phone the school holds, once a phone, and none of another school', async () => {
    const child = await one<{ id: number }>(sql`select s.id from students s where s.school_id = ${school1}
      and (select count(*) from guardians g where g.school_id = s.school_id and g.student_id = s.id) = 2 order by s.id limit 1`);
    const guardians = (
      await t.db.execute<{ id: number; phone: string }>(
        sql`select id, phone from guardians where school_id = ${school1} and student_id = ${child.id} order by id`,
      )
    ).rows;
    // the first guardian has the parents' app (their phone's account); the second none
    await t.db.execute(sql`update guardians set account_id = null where school_id = ${school1} and student_id = ${child.id}`);
    const parent = await one<{
      id: number;
    }>(sql`insert into accounts (phone, real_name, password_hash) values (${guardians[0].phone}, '家长', 'x')
      on conflict (phone) do update set phone = excluded.phone returning id`);
    await t.db.execute(sql`update guardians set account_id = ${parent.id} where school_id = ${school1} and id = ${guardians[0].id}`);
    const r = await notify(
      t.ctx,
      { schoolId: school1, guardiansOf: [child.id, child.id] },
      { ...msg('guardians'), channels: ['sms', 'wechat'] },
    );
    expect(r).toEqual({ accountIds: [parent.id], textedGuardians: 1 });
    const rows = await t.db.execute<{ account_id: number | null; recipient_name: string | null; channel: string; target: string | null }>(
      sql`select account_id, recipient_name, channel, target from notice_outbox where institution_id = ${school1} and source = 'test'
        and content like '%guardians%' order by account_id nulls last, channel`,
    );
    expect(rows.rows.map((o) => [o.account_id, o.channel, o.target])).toEqual([
      [parent.id, 'sms', guardians[0].phone],
      [parent.id, 'wechat', null],
      [null, 'sms', guardians[1].phone],
    ]);
    // the director's outbox names that guardian masked, as it masks the phone
    const name = rows.rows[2].recipient_name ?? '';
    const outbox = await listOutbox(t.db, school1, { pageNum: 1, pageSize: 10 });
    const shown = outbox.list.find((o) => o.content.includes('guardians') && o.target === maskPhone(guardians[1].phone));
    expect(shown?.recipient).toBe(maskName(name));
    // the child is not one of school 2's: nobody there is texted
    expect(await notify(t.ctx, { schoolId: school2, guardiansOf: [child.id] }, { ...msg('guardians'), channels: ['sms'] })).toEqual({
      accountIds: [],
      textedGuardians: 0,
    });
  });
});
