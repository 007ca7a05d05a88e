import { maskName, maskPhone } from '@kg/shared';
import type { NoticeSource } from '@kg/shared/modules/platform/display-values';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  classes,
  guardians as guardianRows,
  institutions,
  memberRoles,
  members,
  noticeOutbox,
  notices,
  roles,
  smsMessages,
  students,
  wechatBinds,
} from '../../db/schema/index.ts';
import { demoAccount } from '../demo/index.ts';
import { notify } from './notify.ts';
import { listOutbox } from './outbox-data.ts';

let t: TestApp;
const accountOf = async (key: Parameters<typeof demoAccount>[0]) =>
  (
    await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.phone, demoAccount(key).phone))
  )[0].id;
const schoolNamed = async (name: string) =>
  (await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, name)))[0].id;
const noticesOf = (schoolId: number, accountId: number) =>
  t.db
    .select({ titleEn: notices.titleEn })
    .from(notices)
    .where(and(eq(notices.institutionId, schoolId), eq(notices.accountId, accountId)));
const classOf = async (schoolId: number, name?: string) =>
  (
    await t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), name ? eq(classes.name, name) : undefined))
      .limit(1)
  )[0];

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
    expect((await noticesOf(school1, d1)).map((n) => n.titleEn)).toContain('by account');
    expect(await noticesOf(school1, d2)).toHaveLength(0);
    expect((await noticesOf(school2, d2)).map((n) => n.titleEn)).not.toContain('by account');
  });

  it('resolves a role to the holders in that school only', async () => {
    const r = await notify(t.ctx, { schoolId: school1, roles: ['director'] }, msg('by role'));
    expect(r.accountIds).toContain(await accountOf('director1'));
    expect(r.accountIds).not.toContain(await accountOf('director2'));
    // every recipient holds the director role in school 1, and no one else does
    const [m, mr, ro] = [members, memberRoles, roles];
    const holders = await t.db
      .selectDistinct({ accountId: m.accountId })
      .from(m)
      .innerJoin(mr, and(eq(mr.institutionId, m.institutionId), eq(mr.memberId, m.id)))
      .innerJoin(ro, and(eq(ro.institutionId, mr.institutionId), eq(ro.id, mr.roleId)))
      .where(and(eq(m.institutionId, school1), eq(m.status, 1), eq(ro.builtin, 'director')))
      .orderBy(asc(m.accountId));
    expect(r.accountIds).toEqual(holders.map((h) => h.accountId));
  });

  it('resolves a role the school made by its name', async () => {
    const [role] = await t.db.insert(roles).values({ institutionId: school1, name: '厨房' }).returning({ id: roles.id });
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
    const small1 = await classOf(school1, '小一班');
    const r = await notify(t.ctx, { schoolId: school1, classes: [small1.id] }, msg('by class'));
    expect(r.accountIds).toContain(teacher);
    const other = await classOf(school2);
    expect((await notify(t.ctx, { schoolId: school1, classes: [other.id] }, msg('foreign class'))).accountIds).toEqual([]);
  });

  it('answers nobody for an empty list without touching the database', async () => {
    expect((await notify(t.ctx, { schoolId: school1, accounts: [] }, msg('none'))).accountIds).toEqual([]);
  });

  it('records text messages and WeChat templates in the outbox until a provider is configured', async () => {
    const [health, finance] = [await accountOf('health'), await accountOf('finance')];
    await t.db.insert(wechatBinds).values({ accountId: health, openId: 'o-health' });
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
    const o = noticeOutbox;
    const rows = await t.db
      .select({ accountId: o.accountId, channel: o.channel, state: o.state, target: o.target })
      .from(o)
      .where(eq(o.institutionId, school1))
      .orderBy(asc(o.accountId), asc(o.channel));
    expect(rows).toEqual(
      [
        { accountId: health, channel: 'sms', state: 'recorded', target: demoAccount('health').phone },
        { accountId: health, channel: 'wechat', state: 'recorded', target: 'o-health' },
        { accountId: finance, channel: 'sms', state: 'recorded', target: demoAccount('finance').phone },
        { accountId: finance, channel: 'wechat', state: 'skipped', target: null },
      ].sort((a, b) => a.accountId - b.accountId || a.channel.localeCompare(b.channel)),
    );
    const sms = await t.db
      .select({ content: smsMessages.content })
      .from(smsMessages)
      .where(eq(smsMessages.phone, demoAccount('health').phone));
    expect(sms.map((s) => s.content)).toContain('【体检提醒】明天体检');
  });

  it('records a failing provider in the outbox without failing the notice', async () => {
    const finance = await accountOf('finance');
    const failing = { ...t.ctx, sms: { name: 'carrier', send: async () => Promise.reject(new Error('carrier down')) } };
    const r = await notify(failing, { schoolId: school1, accounts: [finance] }, { ...msg('failing'), channels: ['sms'] });
    expect(r.accountIds).toEqual([finance]);
    const o = noticeOutbox;
    const row = await t.db
      .select({ state: o.state, error: o.error })
      .from(o)
      .where(and(eq(o.institutionId, school1), eq(o.provider, 'carrier')));
    expect(row).toEqual([{ state: 'failed', error: 'carrier down' }]);
  });

  it('texts the guardians without an account on the phone the school holds, once a phone, and none of another school', async () => {
    const g = guardianRows;
    const [child] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.schoolId, school1),
          sql`(select count(*) from ${g} where ${g.schoolId} = ${students.schoolId} and ${g.studentId} = ${students.id}) = 2`,
        ),
      )
      .orderBy(asc(students.id))
      .limit(1);
    const guardians = await t.db
      .select({ id: g.id, phone: g.phone })
      .from(g)
      .where(and(eq(g.schoolId, school1), eq(g.studentId, child.id)))
      .orderBy(asc(g.id));
    // the first guardian has the parents' app (their phone's account); the second none
    await t.db.execute(sql`update guardians set account_id = null where school_id = ${school1} and student_id = ${child.id}`);
    const [parent] = await t.db
      .insert(accounts)
      .values({ phone: guardians[0].phone, realName: '家长', passwordHash: 'x' })
      .onConflictDoUpdate({ target: accounts.phone, set: { phone: sql`excluded.phone` } })
      .returning({ id: accounts.id });
    await t.db.execute(sql`update guardians set account_id = ${parent.id} where school_id = ${school1} and id = ${guardians[0].id}`);
    const r = await notify(
      t.ctx,
      { schoolId: school1, guardiansOf: [child.id, child.id] },
      { ...msg('guardians'), channels: ['sms', 'wechat'] },
    );
    expect(r).toEqual({ accountIds: [parent.id], textedGuardians: 1 });
    const o = noticeOutbox;
    const rows = await t.db
      .select({ accountId: o.accountId, recipientName: o.recipientName, channel: o.channel, target: o.target })
      .from(o)
      .where(and(eq(o.institutionId, school1), eq(o.source, 'test'), like(o.content, '%guardians%')))
      .orderBy(sql`${o.accountId} nulls last`, asc(o.channel));
    expect(rows.map((x) => [x.accountId, x.channel, x.target])).toEqual([
      [parent.id, 'sms', guardians[0].phone],
      [parent.id, 'wechat', null],
      [null, 'sms', guardians[1].phone],
    ]);
    // the director's outbox names that guardian masked, as it masks the phone
    const name = rows[2].recipientName ?? '';
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
