import type { BuiltinSchoolRole } from '@kg/shared';
import type { Db } from '../../db/pool.ts';
import { accounts, classes, guardians, memberClassRanges, memberRoles, members, staffProfiles, students } from '../../db/schema/index.ts';
import { createDefaultGrades, createSchoolRoles } from '../tenancy/index.ts';
import { birthdayAged, dateBetween, idCardNumber, personName, type Rng, schoolYearOf } from './random.ts';

/** The demo's school builder: the base world's schools and the group module's second group use it. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 同安区 and 翔安区 of Xiamen, and Xiamen's other districts for birthplaces. */
export const SCHOOL_REGIONS = ['350212', '350212', '350213', '350211'];
const BIRTH_REGIONS = ['350203', '350205', '350206', '350211', '350212', '350213', '350102', '350582'];

/** Each grade's age on the day the school year starts (1 September): 小班 3–4, 中班 4–5, 大班 5–6. */
export const GRADE_PLAN = [
  { name: '小班', level: 1, prefix: '小', age: 3 },
  { name: '中班', level: 2, prefix: '中', age: 4 },
  { name: '大班', level: 3, prefix: '大', age: 5 },
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

export interface Ctx {
  tx: Tx;
  r: Rng;
  passwordHash: string;
  phoneSeq: number;
}

export async function account(c: Ctx, phone: string | null, realName: string) {
  const p = phone ?? `137${String(++c.phoneSeq).padStart(8, '0')}`;
  const existing = await c.tx.query.accounts.findFirst({ where: (a, { eq }) => eq(a.phone, p) });
  if (existing) return existing;
  const [row] = await c.tx.insert(accounts).values({ phone: p, passwordHash: c.passwordHash, realName }).returning();
  return row;
}

export async function member(
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

export async function staffMember(
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

/**
 * A demo school: built-in roles and default grades (as a school created by its group gets them),
 * the director (a fixed demo phone, or a generated one), six classes of children with guardians,
 * and about twenty staff with class ranges.
 */
export async function seedSchool(c: Ctx, schoolId: number, opts: { region: string; directorPhone?: string }) {
  const region = opts.region;
  const roleIds = await createSchoolRoles(c.tx, schoolId);
  const gradeIds = await createDefaultGrades(c.tx, schoolId);
  await staffMember(c, schoolId, region, roleIds, {
    phone: opts.directorPhone,
    post: 1,
    role: 'director',
    title: '园长',
    isAdmin: true,
    allRange: true,
  });

  const classIds: number[] = [];
  for (const [gi, g] of GRADE_PLAN.entries()) {
    const grade = { id: gradeIds[gi] };
    for (const n of ['一', '二']) {
      const [clazz] = await c.tx
        .insert(classes)
        .values({ schoolId, gradeId: grade.id, name: `${g.prefix}${n}班`, sort: classIds.length + 1, maxStudents: 30 })
        .returning();
      classIds.push(clazz.id);
      await seedChildren(c, schoolId, clazz.id, g.age, 24 + c.r.int(0, 3));
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

async function seedChildren(c: Ctx, schoolId: number, classId: number, age: number, count: number) {
  const schoolYear = schoolYearOf(new Date());
  for (let i = 0; i < count; i++) {
    const gender: 1 | 2 = c.r.next() < 0.5 ? 1 : 2;
    const { surname, name } = personName(c.r, gender, true);
    const birthday = birthdayAged(c.r, age, schoolYear);
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
        // each entered 小班 at three
        enrolDate: `${schoolYear - (age - 3)}-09-01`,
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
