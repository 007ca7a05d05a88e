import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';

/**
 * The authorities' demo: the city bureau (the school area's demo creates it) becomes the
 * district's superior and gets an administrator of its own, so the city sees the district's
 * schools; the district asks to supervise a school it does not supervise yet (one of its region,
 * else one of another group), pending the director's answer.
 */
export const regulationDemo: DemoSeeder = async (tx, { regulatorId }) => {
  if (!regulatorId) return;
  const city = await tx.execute<{ id: number }>(sql`select id from institutions
    where type = ${InstitutionType.regulator} and name = ${DEMO_INSTITUTIONS.cityRegulator} order by id limit 1`);
  const cityId = city.rows[0]?.id;
  if (cityId === undefined) return;
  await tx.execute(sql`insert into regulator_bodies (institution_id, superior_id, contact_name, contact_phone)
    values (${cityId}, null, '郑晓梅', '0592-5069011'), (${regulatorId}, ${cityId}, '陈建华', '0592-7022310')
    on conflict (institution_id) do nothing`);
  await tx.execute(sql`update institutions set address = '厦门市思明区体育路95号' where id = ${cityId} and address is null`);
  await tx.execute(sql`update institutions set address = '厦门市同安区环城南路333号' where id = ${regulatorId} and address is null`);

  // the city's administrator: same password as every demo account (the district's hash)
  const acc = await tx.execute<{ id: number }>(sql`insert into accounts (phone, password_hash, real_name)
    select ${demoAccount('cityRegulator').phone}, a.password_hash, '郑晓梅' from accounts a
      join members m on m.account_id = a.id where m.institution_id = ${regulatorId} and m.is_admin
    order by m.id limit 1
    on conflict (phone) do update set real_name = accounts.real_name returning id`);
  const accountId = acc.rows[0]?.id;
  if (accountId === undefined) return;
  const member = await tx.execute<{ id: number }>(sql`insert into members (institution_id, account_id, real_name, is_admin, all_range)
    values (${cityId}, ${accountId}, '郑晓梅', true, true) returning id`);
  const role = await tx.execute<{ id: number }>(sql`insert into roles (institution_id, name, builtin)
    values (${cityId}, '督导员', 'regulator') returning id`);
  await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
    values (${cityId}, ${member.rows[0].id}, ${role.rows[0].id})`);

  // an open school of its region first; else a school of another group (the second demo group
  // lies outside the district), so that group's director has a request to answer
  const open = await tx.execute<{ id: number }>(sql`select s.id from institutions s, institutions r
    where r.id = ${regulatorId} and s.type = ${InstitutionType.school} and not s.disabled
      and ((s.region_keys = r.region_keys or s.region_keys like r.region_keys || ',%') or s.group_id is not null)
      and not exists (select 1 from regulator_schools rs where rs.regulator_id = r.id and rs.school_id = s.id)
      and not exists (select 1 from supervision_requests p where p.regulator_id = r.id and p.school_id = s.id)
    order by s.region_keys like r.region_keys || '%' desc, s.id limit 1`);
  if (open.rows[0])
    await tx.execute(sql`insert into supervision_requests (school_id, regulator_id, message, created_at)
      values (${open.rows[0].id}, ${regulatorId}, '按照区级学前教育督导安排，申请将贵园纳入日常监管。', now() - interval '1 day')`);
};
