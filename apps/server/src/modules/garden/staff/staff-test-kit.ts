import { sql } from 'drizzle-orm';
import { enter, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

/** Test helpers of staff management (not used by the server). */

export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  teacher: LoginResult;
  /** 'multi' inside school 1: the admin role (may view staff, not change them). */
  admin: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const director1 = await loginAs(t.app, 'director1');
  const director2 = await loginAs(t.app, 'director2');
  const teacher = await loginAs(t.app, 'teacher');
  let admin = await loginAs(t.app, 'multi');
  if (admin.schoolId !== director1.schoolId) admin = await enter(t.app, admin, director1.schoolId);
  return { director1, director2, teacher, admin };
}

export async function rows<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

export async function one<T = Record<string, unknown>>(t: TestApp, q: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t, q))[0];
}

/** A row count, to prove a refused call wrote nothing. */
export async function count(t: TestApp, table: string, where = sql`true`): Promise<number> {
  return (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).n;
}

/** Everything staff management writes for a school, as counts. */
export async function staffFootprint(t: TestApp, schoolId: number) {
  const by = sql`school_id = ${schoolId}`;
  return {
    accounts: await count(t, 'accounts'),
    members: await count(t, 'members', sql`institution_id = ${schoolId}`),
    activeMembers: await count(t, 'members', sql`institution_id = ${schoolId} and status = 1`),
    profiles: await count(t, 'staff_profiles', by),
    certificates: await count(t, 'staff_certificates', by),
    positions: await count(t, 'member_positions', by),
    roles: await count(t, 'member_roles', sql`institution_id = ${schoolId}`),
    ranges: await count(t, 'member_class_ranges', by),
    history: await count(t, 'member_history', by),
    sms: await count(t, 'sms_messages'),
  };
}

/** A member id of `schoolId` by job title (demo staff). */
export async function memberByTitle(t: TestApp, schoolId: number, title: string): Promise<number> {
  return (
    await one<{ id: number }>(
      t,
      sql`select member_id as id from staff_profiles where school_id = ${schoolId}
    and job_title = ${title} order by member_id limit 1`,
    )
  ).id;
}

/** A class id of the school (the first by sort). */
export async function classIds(t: TestApp, schoolId: number): Promise<number[]> {
  return (await rows<{ id: number }>(t, sql`select id from classes where school_id = ${schoolId} order by sort, id`)).map((r) => r.id);
}

export async function roleId(t: TestApp, schoolId: number, builtin: string): Promise<number> {
  return (await one<{ id: number }>(t, sql`select id from roles where institution_id = ${schoolId} and builtin = ${builtin}`)).id;
}

export async function positionId(t: TestApp, schoolId: number, name: string): Promise<number> {
  return (await one<{ id: number }>(t, sql`select id from positions where school_id = ${schoolId} and name = ${name}`)).id;
}

/** The last text message recorded for a phone. */
export async function lastSms(t: TestApp, phone: string): Promise<string | undefined> {
  return (
    await one<{ content: string } | undefined>(t, sql`select content from sms_messages where phone = ${phone} order by id desc limit 1`)
  )?.content;
}

/** Everything of one member that staff management writes, to prove a refused call changed nothing. */
export async function memberSnapshot(t: TestApp, schoolId: number, memberId: number) {
  return one(
    t,
    sql`select row_to_json(m) as member, row_to_json(a) as account, row_to_json(p) as profile,
      (select json_agg(c order by c.id) from staff_certificates c where c.school_id = m.institution_id and c.member_id = m.id) as certificates,
      (select json_agg(mp.position_id order by mp.position_id) from member_positions mp where mp.school_id = m.institution_id and mp.member_id = m.id) as positions,
      (select json_agg(mr.role_id order by mr.role_id) from member_roles mr where mr.institution_id = m.institution_id and mr.member_id = m.id) as roles,
      (select json_agg(cr.class_id order by cr.class_id) from member_class_ranges cr where cr.school_id = m.institution_id and cr.member_id = m.id) as ranges,
      (select json_agg(h order by h.id) from member_history h where h.school_id = m.institution_id and h.member_id = m.id) as history
    from members m join accounts a on a.id = m.account_id
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
    where m.institution_id = ${schoolId} and m.id = ${memberId}`,
  );
}

/**
 * A school-1 account holding a custom role with exactly `codes` (e.g. staff add without
 * authorize), signed in.
 */
export async function signInWithCodes(t: TestApp, schoolId: number, phone: string, codes: string[]) {
  const { hashPassword } = await import('../../../core/password.ts');
  const { login } = await import('../../../../test/harness.ts');
  const hash = await hashPassword('Kg@123456');
  const acc = await one<{ id: number }>(
    t,
    sql`insert into accounts (phone, password_hash, real_name) values (${phone}, ${hash}, '人事专员') returning id`,
  );
  const m = await one<{ id: number }>(
    t,
    sql`insert into members (institution_id, account_id, real_name, all_range) values (${schoolId}, ${acc.id}, '人事专员', true) returning id`,
  );
  const role = await one<{ id: number }>(
    t,
    sql`insert into roles (institution_id, name) values (${schoolId}, ${`role-${phone}`}) returning id`,
  );
  for (const code of codes)
    await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code) values (${schoolId}, ${role.id}, ${code})`);
  await t.db.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${schoolId}, ${m.id}, ${role.id})`);
  return { ...(await login(t.app, phone, 'Kg@123456')), roleId: role.id };
}
