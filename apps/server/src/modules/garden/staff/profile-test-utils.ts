import { and, eq, sql } from 'drizzle-orm';
import { enter, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { accounts, members, staffProfiles } from '../../../db/schema/index.ts';
import type { DemoKey } from '../../../platform/demo/index.ts';

export { regulatorVisit } from '../../../../test/regulator-visit.ts';

/** Test helpers of the staff profile tests (not used by the server). */
export const signIn = (t: TestApp, key: DemoKey): Promise<LoginResult> => loginAs(t.app, key);

/**
 * The people of the staff profile tests: school 1's teacher and director, school 2's
 * director, and 'multi' inside school 1 (admin role: may view staff, not update them).
 */
export async function staffCast(t: TestApp) {
  const teacher = await signIn(t, 'teacher');
  const director1 = await signIn(t, 'director1');
  const director2 = await signIn(t, 'director2');
  let admin = await signIn(t, 'multi');
  if (admin.schoolId !== teacher.schoolId) admin = await enter(t.app, admin, teacher.schoolId);
  return { teacher, director1, director2, admin };
}

/** Everything the basic profile update may write, to prove a refused call wrote nothing. */
export async function basicSnapshot(t: TestApp, schoolId: number, memberId: number) {
  const [row] = await t.db
    .select({
      memberName: members.realName,
      accountName: accounts.realName,
      avatarUrl: accounts.avatarUrl,
      phone: accounts.phone,
      // the stored row as it is, column names and all (null for a member without a profile row, which the tests never read)
      profile: sql<Record<string, string | number | null>>`row_to_json(${staffProfiles})`,
    })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, members.institutionId), eq(staffProfiles.memberId, members.id)))
    .where(and(eq(members.institutionId, schoolId), eq(members.id, memberId)));
  return row;
}

/** The occupation part and the certificates of a member. */
export async function occupationSnapshot(t: TestApp, schoolId: number, memberId: number) {
  const p = await t.db.execute(
    sql`select row_to_json(p) as profile from staff_profiles p where school_id = ${schoolId} and member_id = ${memberId}`,
  );
  const c = await t.db.execute(sql`select id, post_type, certificate_name, issuing_unit, resource_id, resource_url
    from staff_certificates where school_id = ${schoolId} and member_id = ${memberId} order by id`);
  return { profile: p.rows[0]?.profile ?? null, certificates: c.rows };
}
