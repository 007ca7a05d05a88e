import { sql } from 'drizzle-orm';
import { enter, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
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
  const r = await t.db.execute(sql`select m.real_name as "memberName", a.real_name as "accountName", a.avatar_url as "avatarUrl",
      a.phone, row_to_json(p) as profile
    from members m join accounts a on a.id = m.account_id
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
    where m.institution_id = ${schoolId} and m.id = ${memberId}`);
  return r.rows[0];
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
