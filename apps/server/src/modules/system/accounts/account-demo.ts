import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, memberRoles, members, roles, staffProfiles } from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { DEMO_ACCOUNTS } from '../../../platform/demo/index.ts';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];

const m = alias(members, 'm');
const p = alias(staffProfiles, 'p');
const a = alias(accounts, 'a');
const mr = alias(memberRoles, 'mr');
const r = alias(roles, 'r');

/** Never a printed demo account: tests and people sign in with those and read their sessions. */
const NOT_PRINTED = sql`${a.phone} <> all(array[${sql.join(
  DEMO_ACCOUNTS.map((d) => sql`${d.phone}::text`),
  sql`, `,
)}])`;

/**
 * The first school's accounts in every state: the last two teachers are disabled and must change
 * their password (never a printed demo account; the first teachers, which tests and other demos
 * pick, stay active), and everyone else has a few past sign-ins, ended, so the list and the
 * history drawer have something to show.
 */
export const accountsDemo: DemoSeeder = async (tx, world) => {
  const schoolId = world.schoolIds[0];
  const last = await tx
    .select({ id: m.id, accountId: m.accountId })
    .from(m)
    .innerJoin(p, and(eq(p.schoolId, m.institutionId), eq(p.memberId, m.id)))
    .innerJoin(a, eq(a.id, m.accountId))
    .where(and(eq(m.institutionId, schoolId), eq(p.jobTitle, '教师'), eq(m.status, 1), NOT_PRINTED))
    .orderBy(desc(m.id))
    .limit(2);
  const [director] = await tx
    .select({ id: m.id })
    .from(m)
    .innerJoin(mr, and(eq(mr.institutionId, m.institutionId), eq(mr.memberId, m.id)))
    .innerJoin(r, and(eq(r.institutionId, mr.institutionId), eq(r.id, mr.roleId)))
    .where(and(eq(m.institutionId, schoolId), eq(r.builtin, 'director')))
    .orderBy(asc(m.id))
    .limit(1);
  const [disabled, mustChange] = last;
  if (disabled && director) {
    await tx.execute(sql`insert into member_sign_in_blocks (school_id, member_id, disabled_by, disabled_at)
      values (${schoolId}, ${disabled.id}, ${director.id}, now() - interval '2 days')`);
  }
  if (mustChange) await tx.execute(sql`update accounts set need_update_password = true where id = ${mustChange.accountId}`);
  // past sign-ins: one to three per member over the last days, each ended by signing out
  await tx.execute(sql`insert into sessions (account_id, institution_id, member_id, login_type, ip, user_agent, created_at, revoked_at, revoke_reason)
    select m.account_id, m.institution_id, m.id, '3', '10.0.' || (m.id % 200) || '.' || (n * 17 % 250 + 2),
           (array[${sql.join(
             AGENTS.map((a) => sql`${a}::text`),
             sql`, `,
           )}])[(m.id + n) % 3 + 1],
           date_trunc('day', now()) - make_interval(days => (n * 2 + m.id % 3)::int) + make_interval(hours => (7 + (m.id + n) % 3)::int),
           date_trunc('day', now()) - make_interval(days => (n * 2 + m.id % 3)::int) + make_interval(hours => 17), 'logout'
    from members m join accounts a on a.id = m.account_id cross join generate_series(1, 3) n
    where m.institution_id = ${schoolId} and n <= 1 + m.id % 3 and ${NOT_PRINTED}`);
};
