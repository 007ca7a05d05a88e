import { regulationEndpoints as R } from '@kg/shared/modules/group/regulation';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { regulatorStaffScopes as scopes } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';
import { receiveLinkCode } from '../../accounts/testing.ts';
import { newUnit, rows, staffOf } from './regulation-test-kit.ts';

// Nobody grants what they do not hold (DESIGN §6), for an authority's staff: a permission manager
// who is not the administrator never changes their own scope and never gives entry, figures or
// the units' schools they lack themselves. And an account belongs to its person: a unit's
// administrator whose phone already has an account joins only with their code.
let t: TestApp;
let district: LoginResult;
let manager: LoginResult & { memberId: number };
let other: LoginResult & { memberId: number };
type Scope = { allowEntry: boolean; allowReports: boolean; unitScope: 'own' | 'units' };
const save = (who: LoginResult, memberId: number, s: Scope) => call(R.saveStaff, who, { memberId, ...s });
const scopeOf = async (memberId: number) =>
  (
    await t.db
      .select({ allowEntry: scopes.allowEntry, allowReports: scopes.allowReports, withUnits: scopes.withUnits })
      .from(scopes)
      .where(and(eq(scopes.institutionId, district.schoolId), eq(scopes.memberId, memberId)))
  ).at(0) ?? null;

beforeAll(async () => {
  t = await createTestApp();
  district = await loginAs(t.app, 'regulator');
  const m = await staffOf(t, district.schoolId, false);
  other = await staffOf(t, district.schoolId, false);
  // the manager holds the permission code through a role, and may see figures but not enter schools nor see the units'
  const [role] = await rows(t, sql`insert into roles (institution_id, name) values (${district.schoolId}, '权限管理员') returning id`);
  await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
    values (${district.schoolId}, ${role.id}, 'regulation-permission-manage')`);
  await t.db.execute(
    sql`insert into member_roles (institution_id, member_id, role_id) values (${district.schoolId}, ${m.memberId}, ${role.id})`,
  );
  await t.db.execute(sql`insert into regulator_staff_scopes (institution_id, member_id, allow_entry, allow_reports, with_units)
    values (${district.schoolId}, ${m.memberId}, false, true, false),
      (${district.schoolId}, ${other.memberId}, false, false, false)`);
  // signs in again so the session carries the role just given
  const [p] = await rows(t, sql`select a.phone from members m join accounts a on a.id = m.account_id where m.id = ${m.memberId}`);
  manager = { ...(await login(t.app, String(p.phone), DEMO_PASSWORD)), memberId: m.memberId };
});
afterAll(() => t.close());

describe("an authority's permission manager", () => {
  it('never changes their own scope, not even narrowing it', async () => {
    const before = await scopeOf(manager.memberId);
    for (const s of [
      { allowEntry: true, allowReports: true, unitScope: 'units' },
      { allowEntry: false, allowReports: false, unitScope: 'own' },
    ] as Scope[]) {
      refused(await save(manager, manager.memberId, s), 'regulation-0009', 'memberId');
    }
    expect(await scopeOf(manager.memberId)).toEqual(before);
  });

  it('never gives entry, or the units’ schools, that they lack; writes nothing', async () => {
    const before = await scopeOf(other.memberId);
    refused(
      await save(manager, other.memberId, { allowEntry: true, allowReports: false, unitScope: 'own' }),
      'regulation-0010',
      'allowEntry',
    );
    refused(
      await save(manager, other.memberId, { allowEntry: false, allowReports: true, unitScope: 'units' }),
      'regulation-0010',
      'unitScope',
    );
    expect(await scopeOf(other.memberId)).toEqual(before);
  });

  it('gives what they hold (figures), and the administrator gives anything', async () => {
    ok(await save(manager, other.memberId, { allowEntry: false, allowReports: true, unitScope: 'own' }));
    expect(await scopeOf(other.memberId)).toEqual({ allowEntry: false, allowReports: true, withUnits: false });
    ok(await save(district, other.memberId, { allowEntry: true, allowReports: true, unitScope: 'units' }));
    expect(await scopeOf(other.memberId)).toEqual({ allowEntry: true, allowReports: true, withUnits: true });
    ok(await save(district, manager.memberId, { allowEntry: true, allowReports: true, unitScope: 'units' }));
  });
});

describe("a new unit's administrator with an existing account", () => {
  it("joins only with their person's code: none or a wrong one is refused naming adminLinkCode, nothing written", async () => {
    const phone = '13900000012'; // a school director's account
    const unit = newUnit('借调组', { adminPhone: phone, adminName: '借调园长' });
    const units = async () => (await rows(t, sql`select 1 from institutions where name = '借调组'`)).length;
    const hash = async () => (await rows(t, sql`select password_hash from accounts where phone = ${phone}`))[0].password_hash;
    const before = await hash();
    refused(await call(R.addUnit, district, unit), 'kid-arch-0033', 'adminLinkCode');
    const wrong = await call(R.addUnit, district, { ...unit, adminLinkCode: '000000' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.data).toMatchObject({ field: 'adminLinkCode' });
    expect(await units()).toBe(0);
    const adminLinkCode = await receiveLinkCode(t.app, t.db, district.token, phone);
    const sms = await rows(t, sql`select content from sms_messages where phone = ${phone} order by id desc limit 1`);
    expect(String(sms[0].content)).toContain('同安区教育局');
    ok(await call(R.addUnit, district, { ...unit, adminLinkCode }));
    expect(await units()).toBe(1);
    // linked as it is: the person's password stays theirs
    expect(await hash()).toBe(before);
  });
});
