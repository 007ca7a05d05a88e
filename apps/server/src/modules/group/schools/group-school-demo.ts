import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../core/password.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { account, type Ctx, DEMO_PASSWORD, demoAccount, member, rng, seedSchool } from '../../../platform/demo/index.ts';

/** A second group (思明区 and 湖里区 of Xiamen) with two schools built like the base world's. */
export const SECOND_GROUP = {
  name: '启航幼教集团',
  regionKeys: '350000,350200,350203',
  schools: [
    { name: '启航幼儿园', shortName: '启航', region: '350203', address: '厦门市思明区莲前西路 88 号', type: 2, capacity: 360 },
    { name: '启航湖里幼儿园', shortName: '启航湖里', region: '350206', address: '厦门市湖里区江头北路 16 号', type: 3, capacity: 270 },
  ],
} as const;

export const groupSchoolDemo: DemoSeeder = async (tx, world) => {
  // the first group's schools collect fees through one merchant per school
  for (const [i, schoolId] of world.schoolIds.slice(0, 3).entries()) {
    await tx.execute(sql`insert into school_pay_params (school_id, merchant_name, merchant_no, app_id, settlement_account, api_secret)
      values (${schoolId}, ${`厦门阳光幼教${i + 1}园教育咨询有限公司`}, ${`160${8810 + i}001`}, 'wx5f3c8e2a9b1d7f40',
        ${`3505018800${String(i + 1).padStart(10, '0')}`}, ${`demo-key-${i + 1}`})`);
  }
  const c: Ctx = { tx, r: rng(20261124), passwordHash: await hashPassword(DEMO_PASSWORD), phoneSeq: 20_000_000 };
  const g = await tx.execute<{ id: number }>(sql`insert into institutions (type, name, region_keys, address)
    values (${InstitutionType.group}, ${SECOND_GROUP.name}, ${SECOND_GROUP.regionKeys}, '厦门市思明区莲前西路 88 号') returning id`);
  const groupId = Number(g.rows[0].id);
  await tx.execute(
    sql`insert into group_profiles (institution_id, contact_name, contact_phone) values (${groupId}, '郑晓岚', '0592-5161234')`,
  );
  for (const s of SECOND_GROUP.schools) {
    const r = await tx.execute<{ id: number }>(sql`insert into institutions (type, name, group_id, region_keys, address)
      values (${InstitutionType.school}, ${s.name}, ${groupId}, ${`350000,350200,${s.region}`}, ${s.address}) returning id`);
    const schoolId = Number(r.rows[0].id);
    await tx.execute(sql`insert into school_profiles (school_id, short_name, school_type, grade, contact_phone, capacity, founded_on)
      values (${schoolId}, ${s.shortName}, ${s.type}, 4, '0592-5160000', ${s.capacity}, '2015-09-01')`);
    await tx.execute(sql`insert into school_pay_params (school_id, merchant_name, merchant_no, app_id, settlement_account)
      values (${schoolId}, ${`厦门${s.shortName}教育咨询有限公司`}, ${`16${schoolId}0000`}, 'wx8a1b2c3d4e5f6a7b', '35050188000012345678')`);
    await seedSchool(c, schoolId, { region: s.region });
  }
  const admin = await account(c, demoAccount('groupAdmin2').phone, '郑晓岚');
  const m = await member(c, groupId, admin.id, admin.realName, { isAdmin: true, allRange: true });
  const role = await tx.execute<{ id: number }>(sql`insert into roles (institution_id, name, builtin)
    values (${groupId}, '集团管理员', 'group-admin') returning id`);
  await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id) values (${groupId}, ${m.id}, ${role.rows[0].id})`);
};
