import type { Payload } from '@kg/shared';
import type { groupSchoolEndpoints as E } from '@kg/shared/modules/group/schools';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from '../../../../test/harness.ts';
import { hashPassword } from '../../../core/password.ts';
import { accounts, groupEmployeeSchools, institutions, memberRoles, members, rolePermissions, roles } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

/** Test fixtures of the group's schools: the demo ids, a group employee with chosen codes and scope, creation bodies. */

export const idOf = async (t: TestApp, name: string): Promise<number> =>
  (await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, name)))[0].id;

export const countOf = async (t: TestApp, table: PgTable): Promise<number> => (await t.db.select({ n: count() }).from(table))[0].n;

/**
 * A group employee (password DEMO_PASSWORD) holding `codes` through one role of the group and
 * reaching `schoolIds` (group_employee_schools); answers the phone to sign in with.
 */
export async function groupEmployee(t: TestApp, groupId: number, phone: string, codes: string[], schoolIds: number[]): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [a] = await t.db.insert(accounts).values({ phone, passwordHash, realName: '测试员工' }).returning({ id: accounts.id });
  const [m] = await t.db
    .insert(members)
    .values({ institutionId: groupId, accountId: a.id, realName: '测试员工' })
    .returning({ id: members.id });
  if (codes.length) {
    const [r] = await t.db
      .insert(roles)
      .values({ institutionId: groupId, name: `role-${phone}` })
      .returning({ id: roles.id });
    await t.db.insert(rolePermissions).values(codes.map((code) => ({ institutionId: groupId, roleId: r.id, code })));
    await t.db.insert(memberRoles).values({ institutionId: groupId, memberId: m.id, roleId: r.id });
  }
  for (const schoolId of schoolIds) await t.db.insert(groupEmployeeSchools).values({ groupId, memberId: m.id, schoolId });
  return phone;
}

type Create = Payload<typeof E.create>;
/** A school's profile as the group sets it, the fields left blank sent as the client leaves them (absent). */
export const schoolProfile = (name: string, over: Partial<Create['school']> = {}): Create['school'] => ({
  name,
  shortName: '新园',
  schoolType: 1,
  regionKeys: '350000,350200,350212',
  address: '同安区新城路 9 号',
  capacity: 300,
  ...over,
});

/** Payment parameters left blank: an update keeps the stored key and settlement account. */
export const blankPayment = (over: Partial<Create['payment']> = {}): Create['payment'] => ({
  ...over,
});

/** A complete creation body; `over` replaces whole parts. */
export const newSchool = (name: string, phone: string, over: Partial<Create> = {}): Create => ({
  school: schoolProfile(name),
  director: { name: '新园长', phone },
  payment: {
    merchantName: '厦门新园教育',
    merchantNo: '1600012345',
    appId: 'wx1234567890abcdef',
    settlementAccount: '6222020200112233445',
    apiKey: 'k3y-Secret-0001',
  },
  ...over,
});
