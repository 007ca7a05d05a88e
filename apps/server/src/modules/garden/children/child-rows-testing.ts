import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { accounts, guardians, students } from '../../../db/schema/index.ts';

/**
 * What the children's route tests read back from the database: a class's children in school, a
 * child's guardians with their accounts, one child's stored fields. `db` is asked for at each call,
 * as a test file's app is built in its beforeAll.
 */
export function childRows(db: () => Db) {
  const childrenOf = (schoolId: number, classId: number) =>
    db()
      .select({ id: students.id, name: students.name, idCardNo: students.idCardNo })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)))
      .orderBy(asc(students.id));
  const guardiansOf = (schoolId: number, studentId: number) =>
    db()
      .select({
        id: guardians.id,
        name: guardians.name,
        phone: guardians.phone,
        relation: guardians.relation,
        isDirectGuardian: guardians.isDirectGuardian,
        accountId: guardians.accountId,
        hash: accounts.passwordHash,
        needUpdate: accounts.needUpdatePassword,
      })
      .from(guardians)
      .leftJoin(accounts, eq(accounts.id, guardians.accountId))
      .where(and(eq(guardians.schoolId, schoolId), eq(guardians.studentId, studentId)))
      .orderBy(asc(guardians.id));
  const child = async (schoolId: number, id: number) =>
    (
      await db()
        .select({
          name: students.name,
          gender: students.gender,
          birthday: students.birthday,
          studentNo: students.studentNo,
          clazzId: students.classId,
          nation: students.nation,
          no: students.idCardNo,
          status: students.status,
        })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.id, id)))
    )[0];
  return { childrenOf, guardiansOf, child };
}
