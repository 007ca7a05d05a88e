import { InstitutionType } from '@kg/shared';
import { hashPassword } from '../../../core/password.ts';
import { groupProfiles, institutions, memberRoles, roles, schoolPayParams, schoolProfiles } from '../../../db/schema/index.ts';
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
    await tx.insert(schoolPayParams).values({
      schoolId,
      merchantName: `厦门阳光幼教${i + 1}园教育咨询有限公司`,
      merchantNo: `160${8810 + i}001`,
      appId: 'wx5f3c8e2a9b1d7f40',
      settlementAccount: `3505018800${String(i + 1).padStart(10, '0')}`,
      apiSecret: `demo-key-${i + 1}`,
    });
  }
  const c: Ctx = { tx, r: rng(20261124), passwordHash: await hashPassword(DEMO_PASSWORD), phoneSeq: 20_000_000 };
  const [{ id: groupId }] = await tx
    .insert(institutions)
    .values({
      type: InstitutionType.group,
      name: SECOND_GROUP.name,
      regionKeys: SECOND_GROUP.regionKeys,
      address: '厦门市思明区莲前西路 88 号',
    })
    .returning({ id: institutions.id });
  await tx.insert(groupProfiles).values({ institutionId: groupId, contactName: '郑晓岚', contactPhone: '0592-5161234' });
  for (const s of SECOND_GROUP.schools) {
    const [{ id: schoolId }] = await tx
      .insert(institutions)
      .values({ type: InstitutionType.school, name: s.name, groupId, regionKeys: `350000,350200,${s.region}`, address: s.address })
      .returning({ id: institutions.id });
    await tx.insert(schoolProfiles).values({
      schoolId,
      shortName: s.shortName,
      schoolType: s.type,
      grade: 4,
      contactPhone: '0592-5160000',
      capacity: s.capacity,
      foundedOn: '2015-09-01',
    });
    await tx.insert(schoolPayParams).values({
      schoolId,
      merchantName: `厦门${s.shortName}教育咨询有限公司`,
      merchantNo: `16${schoolId}0000`,
      appId: 'wx8a1b2c3d4e5f6a7b',
      settlementAccount: '35050188000012345678',
    });
    await seedSchool(c, schoolId, { region: s.region });
  }
  const admin = await account(c, demoAccount('groupAdmin2').phone, '郑晓岚');
  const m = await member(c, groupId, admin.id, admin.realName, { isAdmin: true, allRange: true });
  const [role] = await tx
    .insert(roles)
    .values({ institutionId: groupId, name: '集团管理员', builtin: 'group-admin' })
    .returning({ id: roles.id });
  await tx.insert(memberRoles).values({ institutionId: groupId, memberId: m.id, roleId: role.id });
};
