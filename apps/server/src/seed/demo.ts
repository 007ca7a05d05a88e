import { InstitutionType } from '@kg/shared';
import { hashPassword } from '../core/password.ts';
import type { Db } from '../db/pool.ts';
import { institutions, memberClassRanges, memberRoles, regulatorSchools, roles } from '../db/schema/index.ts';
import {
  calendarDemo,
  cardDemo,
  healthCodesDemo,
  leaveDemo,
  ledgerDemo,
  ledgerEventsDemo,
  pickupDemo,
  shiftsDemo,
} from '../modules/attendance/index.ts';
import { MODULE_CONTRIBUTIONS } from '../modules/contributions.ts';
import { gardenDemo } from '../modules/garden/index.ts';
import { groupDemo } from '../modules/group/index.ts';
import { alertsDemo, careDemo, examsDemo, inspectionDemo, recordsDemo, temperatureDemo } from '../modules/health/index.ts';
import { dishesDemo, menusDemo, specialDemo } from '../modules/recipes/index.ts';
import { accountsDemo, rolesDemo, schoolDemo } from '../modules/system/index.ts';
import { workflowDemo } from '../modules/workflow/index.ts';
import { auditDemo, setAuditActor } from '../platform/audit/index.ts';
import type { DemoSeeder } from '../platform/demo/index.ts';
import {
  account,
  type Ctx,
  DEMO_ACCOUNTS,
  DEMO_INSTITUTIONS,
  DEMO_PASSWORD,
  demoAccount,
  member,
  rng,
  SCHOOL_REGIONS,
  seedSchool,
  staffMember,
} from '../platform/demo/index.ts';
import { buildExtensions } from '../platform/extensions/index.ts';
import { jobsDemo } from '../platform/jobs/index.ts';
import { noticesDemo } from '../platform/notices/index.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount };

/** Each module's demo data, one line each, after the base world. */
const MODULE_DEMOS: DemoSeeder[] = [
  gardenDemo,
  noticesDemo,
  auditDemo,
  jobsDemo,
  rolesDemo,
  schoolDemo,
  accountsDemo,
  groupDemo,
  workflowDemo,
  inspectionDemo,
  temperatureDemo,
  recordsDemo,
  careDemo,
  alertsDemo,
  examsDemo,
  dishesDemo,
  specialDemo,
  menusDemo,
  shiftsDemo,
  ledgerDemo,
  calendarDemo,
  leaveDemo,
  pickupDemo,
  healthCodesDemo,
  cardDemo,
  // last: a day's events are classified against the calendar, rules and leave the seeders above made
  ledgerEventsDemo,
];

/**
 * The demo world: a regulator supervising a group of three schools and one
 * independent school, each with grades, six classes, ~150 children with guardians and ~20 staff.
 */
export async function seedDemo(db: Db, opts: { filesDir?: string } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const c: Ctx = { tx, r: rng(20261121), passwordHash, phoneSeq: 10_000_000 };
    // the demo world's creation is recorded as the seed's, dated before the demo week of edits
    await setAuditActor(tx, { module: 'seed', at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
    const [regulator] = await tx
      .insert(institutions)
      .values({ type: InstitutionType.regulator, name: DEMO_INSTITUTIONS.regulator, regionKeys: '350000,350200,350212' })
      .returning();
    const [group] = await tx
      .insert(institutions)
      .values({ type: InstitutionType.group, name: DEMO_INSTITUTIONS.group, regionKeys: '350000,350200,350212' })
      .returning();
    const schoolIds: number[] = [];
    for (const [i, name] of DEMO_INSTITUTIONS.schools.entries()) {
      const [s] = await tx
        .insert(institutions)
        .values({
          type: InstitutionType.school,
          name,
          groupId: i < 3 ? group.id : null,
          regionKeys: `350000,350200,${SCHOOL_REGIONS[i]}`,
          address: `厦门市${i === 2 ? '翔安区' : '同安区'}${['大同街道', '祥平街道', '新店镇', '新民镇'][i]}${10 + i * 7}号`,
        })
        .returning();
      schoolIds.push(s.id);
      await tx.insert(regulatorSchools).values({ regulatorId: regulator.id, schoolId: s.id });
    }
    const schools = [];
    for (const [i, id] of schoolIds.entries()) {
      schools.push(
        await seedSchool(c, id, { region: SCHOOL_REGIONS[i], directorPhone: demoAccount(`director${i + 1}` as 'director1').phone }),
      );
    }

    const [school1, school2] = schools;
    const rangeOf = async (memberId: number, schoolId: number, classIds: number[]) =>
      tx.insert(memberClassRanges).values(classIds.map((classId) => ({ schoolId, memberId, classId })));
    // the fixed demo staff of school 1
    const t = await staffMember(c, schoolIds[0], school1.region, school1.roleIds, {
      phone: demoAccount('teacher').phone,
      post: 2,
      role: 'teacher',
      title: '教师',
    });
    await rangeOf(t.id, schoolIds[0], [school1.classIds[0], school1.classIds[2]]);
    await staffMember(c, schoolIds[0], school1.region, school1.roleIds, {
      phone: demoAccount('health').phone,
      post: 4,
      role: 'health',
      title: '保健医',
      allRange: true,
    });
    await staffMember(c, schoolIds[0], school1.region, school1.roleIds, {
      phone: demoAccount('finance').phone,
      post: 5,
      role: 'finance',
      title: '财务',
      allRange: true,
    });
    // one person in two schools and the group: exercises the institution chooser
    const multi = await staffMember(c, schoolIds[0], school1.region, school1.roleIds, {
      phone: demoAccount('multi').phone,
      post: 8,
      role: 'admin',
      title: '行政主任',
      allRange: true,
    });
    const multiAccount = (await tx.query.members.findFirst({
      where: (m, { eq, and }) => and(eq(m.institutionId, schoolIds[0]), eq(m.id, multi.id)),
    }))!;
    const m2 = await member(c, schoolIds[1], multiAccount.accountId, multiAccount.realName, { allRange: true });
    await tx.insert(memberRoles).values({ institutionId: schoolIds[1], memberId: m2.id, roleId: school2.roleIds.admin });

    const [groupRole] = await tx.insert(roles).values({ institutionId: group.id, name: '集团管理员', builtin: 'group-admin' }).returning();
    const groupAdmin = await account(c, demoAccount('groupAdmin').phone, '林志远');
    const ga = await member(c, group.id, groupAdmin.id, groupAdmin.realName, { isAdmin: true, allRange: true });
    await tx.insert(memberRoles).values({ institutionId: group.id, memberId: ga.id, roleId: groupRole.id });
    const gm = await member(c, group.id, multiAccount.accountId, multiAccount.realName);
    await tx.insert(memberRoles).values({ institutionId: group.id, memberId: gm.id, roleId: groupRole.id });

    const [regRole] = await tx.insert(roles).values({ institutionId: regulator.id, name: '督导员', builtin: 'regulator' }).returning();
    const reg = await account(c, demoAccount('regulator').phone, '陈建华');
    const rm = await member(c, regulator.id, reg.id, reg.realName, { isAdmin: true, allRange: true });
    await tx.insert(memberRoles).values({ institutionId: regulator.id, memberId: rm.id, roleId: regRole.id });
    const extensions = buildExtensions(MODULE_CONTRIBUTIONS);
    const world = { schoolIds, groupId: group.id, regulatorId: regulator.id, filesDir: opts.filesDir, extensions };
    for (const seed of MODULE_DEMOS) await seed(tx, world);
  });
}
