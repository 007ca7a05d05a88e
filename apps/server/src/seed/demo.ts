import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES, BUILTIN_SCHOOL_ROLES, type BuiltinSchoolRole, InstitutionType } from '@kg/shared';
import { hashPassword } from '../core/password.ts';
import type { Db } from '../db/pool.ts';
import {
  accounts,
  classes,
  grades,
  guardians,
  institutions,
  memberClassRanges,
  memberRoles,
  members,
  regulatorSchools,
  rolePermissions,
  roles,
  staffProfiles,
  students,
} from '../db/schema/index.ts';
import { gardenDemo } from '../modules/garden/index.ts';
import { groupDemo } from '../modules/group/index.ts';
import { auditDemo, jobsDemo, noticesDemo, setAuditActor } from '../modules/platform/index.ts';
import { accountsDemo, rolesDemo, schoolDemo } from '../modules/system/index.ts';
import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS, DEMO_PASSWORD, demoAccount } from './demo-accounts.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { dateBetween, idCardNumber, personName, type Rng, rng } from './random.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 同安区 and 翔安区 of Xiamen, and Xiamen's other districts for birthplaces. */
const SCHOOL_REGIONS = ['350212', '350212', '350213', '350211'];
const BIRTH_REGIONS = ['350203', '350205', '350206', '350211', '350212', '350213', '350102', '350582'];

const GRADE_PLAN = [
  { name: '小班', level: 1, prefix: '小', born: [2022, 2023] },
  { name: '中班', level: 2, prefix: '中', born: [2021, 2022] },
  { name: '大班', level: 3, prefix: '大', born: [2020, 2021] },
] as const;

/** Staff of a school besides the fixed demo accounts: post type, role, job title. */
const STAFF_PLAN: { post: number; role: BuiltinSchoolRole | null; title: string }[] = [
  { post: 8, role: 'admin', title: '副园长' },
  ...Array.from({ length: 12 }, () => ({ post: 2, role: 'teacher' as const, title: '教师' })),
  ...Array.from({ length: 3 }, () => ({ post: 3, role: 'teacher' as const, title: '保育员' })),
  { post: 4, role: 'health', title: '保健医' },
  { post: 5, role: 'finance', title: '财务' },
  { post: 6, role: null, title: '厨师' },
];

interface Ctx {
  tx: Tx;
  r: Rng;
  passwordHash: string;
  phoneSeq: number;
}

async function account(c: Ctx, phone: string | null, realName: string) {
  const p = phone ?? `137${String(++c.phoneSeq).padStart(8, '0')}`;
  const existing = await c.tx.query.accounts.findFirst({ where: (a, { eq }) => eq(a.phone, p) });
  if (existing) return existing;
  const [row] = await c.tx.insert(accounts).values({ phone: p, passwordHash: c.passwordHash, realName }).returning();
  return row;
}

async function member(
  c: Ctx,
  institutionId: number,
  accountId: number,
  realName: string,
  opts: { isAdmin?: boolean; allRange?: boolean } = {},
) {
  const [m] = await c.tx
    .insert(members)
    .values({ institutionId, accountId, realName, isAdmin: opts.isAdmin ?? false, allRange: opts.allRange ?? false })
    .returning();
  return m;
}

async function createSchoolRoles(c: Ctx, schoolId: number) {
  const ids = {} as Record<BuiltinSchoolRole, number>;
  for (const key of Object.keys(BUILTIN_SCHOOL_ROLES) as BuiltinSchoolRole[]) {
    const [role] = await c.tx
      .insert(roles)
      .values({ institutionId: schoolId, name: BUILTIN_SCHOOL_ROLES[key].zh, builtin: key })
      .returning();
    ids[key] = role.id;
    const codes = key === 'director' ? ALL_SCHOOL_CODES : BUILTIN_ROLE_CODES[key];
    await c.tx.insert(rolePermissions).values(codes.map((code) => ({ institutionId: schoolId, roleId: role.id, code })));
  }
  return ids;
}

async function staffMember(
  c: Ctx,
  schoolId: number,
  region: string,
  roleIds: Record<BuiltinSchoolRole, number>,
  spec: { phone?: string; post: number; role: BuiltinSchoolRole | null; title: string; isAdmin?: boolean; allRange?: boolean },
) {
  const gender: 1 | 2 = spec.post === 6 || spec.post === 7 ? 1 : c.r.next() < 0.9 ? 2 : 1;
  const { name } = personName(c.r, gender, false);
  const acc = await account(c, spec.phone ?? null, name);
  const m = await member(c, schoolId, acc.id, acc.realName, { isAdmin: spec.isAdmin, allRange: spec.allRange });
  const birthday = dateBetween(c.r, 1972, 2001);
  await c.tx.insert(staffProfiles).values({
    schoolId,
    memberId: m.id,
    gender,
    birthday,
    nation: '汉族',
    idCardType: 1,
    idCardNo: idCardNumber(c.r, c.r.pick(BIRTH_REGIONS), birthday, gender),
    countryType: 1,
    nativePlace: `350000,350200,${region}`,
    education: c.r.int(2, 5),
    postType: spec.post,
    jobTitle: spec.title,
    entryDate: dateBetween(c.r, 2012, 2024),
    workStartDate: dateBetween(c.r, 1995, 2011),
  });
  if (spec.role) await c.tx.insert(memberRoles).values({ institutionId: schoolId, memberId: m.id, roleId: roleIds[spec.role] });
  return m;
}

async function seedSchool(c: Ctx, schoolIndex: number, schoolId: number) {
  const region = SCHOOL_REGIONS[schoolIndex];
  const roleIds = await createSchoolRoles(c, schoolId);
  await staffMember(c, schoolId, region, roleIds, {
    phone: demoAccount(`director${schoolIndex + 1}` as 'director1').phone,
    post: 1,
    role: 'director',
    title: '园长',
    isAdmin: true,
    allRange: true,
  });

  const classIds: number[] = [];
  for (const [gi, g] of GRADE_PLAN.entries()) {
    const [grade] = await c.tx
      .insert(grades)
      .values({ schoolId, name: g.name, level: g.level, sort: gi + 1 })
      .returning();
    for (const n of ['一', '二']) {
      const [clazz] = await c.tx
        .insert(classes)
        .values({ schoolId, gradeId: grade.id, name: `${g.prefix}${n}班`, sort: classIds.length + 1, maxStudents: 30 })
        .returning();
      classIds.push(clazz.id);
      await seedChildren(c, schoolId, clazz.id, g.born, 24 + c.r.int(0, 3));
    }
  }

  const staff = [] as { id: number; post: number }[];
  for (const spec of STAFF_PLAN) staff.push({ ...(await staffMember(c, schoolId, region, roleIds, spec)), post: spec.post });
  // two teachers and a childcare worker per class; the rest of the staff see the whole school
  const teachers = staff.filter((s) => s.post === 2);
  const carers = staff.filter((s) => s.post === 3);
  const ranges = classIds.flatMap((classId, i) => [
    { schoolId, memberId: teachers[i * 2].id, classId },
    { schoolId, memberId: teachers[i * 2 + 1].id, classId },
    { schoolId, memberId: carers[i % carers.length].id, classId },
  ]);
  await c.tx.insert(memberClassRanges).values(ranges).onConflictDoNothing();
  return { roleIds, classIds, region };
}

async function seedChildren(c: Ctx, schoolId: number, classId: number, born: readonly [number, number], count: number) {
  for (let i = 0; i < count; i++) {
    const gender: 1 | 2 = c.r.next() < 0.5 ? 1 : 2;
    const { surname, name } = personName(c.r, gender, true);
    const birthday = dateBetween(c.r, born[0], born[1]);
    const [child] = await c.tx
      .insert(students)
      .values({
        schoolId,
        classId,
        name,
        gender,
        birthday,
        idCardType: 1,
        idCardNo: idCardNumber(c.r, c.r.pick(BIRTH_REGIONS), birthday, gender),
        nation: c.r.next() < 0.95 ? '汉族' : '回族',
        studentNo: `S${schoolId}${String(classId).padStart(3, '0')}${String(i + 1).padStart(2, '0')}`,
        enrolDate: `${born[1] + 3}-09-01`,
      })
      .returning({ id: students.id });
    const mother = personName(c.r, 2, false).name;
    const rows = [{ schoolId, studentId: child.id, name: mother, phone: mobile(c.r), relation: '母亲', isDirectGuardian: true }];
    if (c.r.next() < 0.75)
      rows.push({
        schoolId,
        studentId: child.id,
        name: surname + personName(c.r, 1, false).name.slice(1),
        phone: mobile(c.r),
        relation: '父亲',
        isDirectGuardian: false,
      });
    await c.tx.insert(guardians).values(rows);
  }
}

const mobile = (r: Rng) => `1${r.pick(['38', '39', '58', '59', '86', '87', '35', '36'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;

/** Each module's demo data, one line each, after the base world. */
const MODULE_DEMOS: DemoSeeder[] = [gardenDemo, noticesDemo, auditDemo, jobsDemo, rolesDemo, schoolDemo, accountsDemo, groupDemo];

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
    for (const [i, id] of schoolIds.entries()) schools.push(await seedSchool(c, i, id));

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
    for (const seed of MODULE_DEMOS) await seed(tx, { schoolIds, groupId: group.id, regulatorId: regulator.id, filesDir: opts.filesDir });
  });
}
