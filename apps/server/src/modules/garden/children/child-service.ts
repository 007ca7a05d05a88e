import type { StudentAddInput, StudentUpdateInput } from '@kg/shared/modules/garden/children';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { anyId, type CallScope, type ClassScope, classInRange } from '../../../core/scope.ts';
import { students } from '../../../db/schema/index.ts';
import { type ChildLifecycleHandler, type Registry, runChildLifecycle } from '../../../platform/extensions/index.ts';
import { activeClass, assertRoom, lockSchool } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as E } from '../classes/record-errors.ts';
import type { ChildDb } from './child-db.ts';
import { type ChildValues, childValues, guardianValues } from './child-input.ts';
import { loadGuardians, saveGuardians } from './guardian-service.ts';

const CHILD_ROW = {
  id: students.id,
  clazzId: students.classId,
  name: students.name,
  gender: students.gender,
  birthday: students.birthday,
  idCardType: students.idCardType,
  idCardNo: students.idCardNo,
  nation: students.nation,
  studentNo: students.studentNo,
  enrolDate: students.enrolDate,
  status: students.status,
};

export type ChildRow = ChildValues & {
  id: number;
  clazzId: number | null;
  status: number;
};

/** The columns a child's values fill (an update's values may carry the stored row's other fields). */
const written = (v: ChildValues) => ({
  name: v.name,
  gender: v.gender,
  birthday: v.birthday,
  idCardType: v.idCardType,
  idCardNo: v.idCardNo,
  nation: v.nation,
  studentNo: v.studentNo,
  enrolDate: v.enrolDate,
});
const ofSchool = (schoolId: number, id: number) => and(eq(students.schoolId, schoolId), eq(students.id, id));
/** Children in school: numbers and ID numbers are unique among them. */
const inSchool = (schoolId: number, exceptId: number) =>
  and(eq(students.schoolId, schoolId), eq(students.status, 1), ne(students.id, exceptId));

/** The caller's school session and class range (null: the whole school), as the child checks take them. */
export async function childScope(c: CallScope & ClassScope): Promise<{ s: SessionInfo; scope: number[] | null }> {
  const scope = c.classes;
  return { s: c.session(), scope };
}

export async function findStudent(db: ChildDb, schoolId: number, id: number, lock = false): Promise<ChildRow | null> {
  const q = db.select(CHILD_ROW).from(students).where(ofSchool(schoolId, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** A child of the school within the session's class range, else 404 like a missing one. */
export async function visibleStudent(db: ChildDb, s: SessionInfo, scope: number[] | null, id: number, lock = false): Promise<ChildRow> {
  const st = await findStudent(db, s.institutionId, id, lock);
  if (!st || !classInRange(scope, st.clazzId)) throw notFound();
  return st;
}

/**
 * Student numbers and resident ID numbers are unique among the children in school
 * (graduates and leavers keep theirs). Checked under the school lock.
 */
export async function assertUnique(
  tx: ChildDb,
  schoolId: number,
  v: Pick<ChildValues, 'studentNo' | 'idCardNo' | 'idCardType'>,
  exceptId = 0,
) {
  const taken = (match: ReturnType<typeof eq>) =>
    tx
      .select({ id: students.id })
      .from(students)
      .where(and(inSchool(schoolId, exceptId), match))
      .limit(1);
  if (v.studentNo && (await taken(eq(students.studentNo, v.studentNo))).length)
    throw new AppError(E.studentNoTaken, { data: { field: 'studentNo' } });
  if (v.idCardNo && (await taken(and(eq(students.idCardType, v.idCardType), eq(students.idCardNo, v.idCardNo))!)).length)
    throw new AppError(E.idCardTaken, { data: { field: 'idCardNo' } });
}

export async function addStudent(ctx: AppContext, s: SessionInfo, scope: number[] | null, body: StudentAddInput): Promise<number> {
  const v = childValues(body, null, ctx.now());
  const guardians = guardianValues(body.guardians, []);
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const c = await activeClass(tx, s.institutionId, scope, body.clazzId, true);
    await assertRoom(tx, schoolId, c, 1);
    await assertUnique(tx, schoolId, v);
    const [{ id }] = await tx
      .insert(students)
      .values({ schoolId, classId: c.id, ...written(v) })
      .returning({ id: students.id });
    await saveGuardians(tx, schoolId, id, guardians, []);
    return id;
  });
}

/**
 * Updates a child in school. Absent fields stay; `guardians`, when sent, is the whole new
 * list (at least one). A class change needs the new class in range and with room.
 */
export async function updateStudent(ctx: AppContext, s: SessionInfo, scope: number[] | null, body: StudentUpdateInput): Promise<void> {
  const schoolId = s.institutionId;
  await ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const st = await visibleStudent(tx, s, scope, body.id, true);
    if (st.status !== 1) throw new AppError(E.childNotInSchool);
    const v = childValues(body, st, ctx.now());
    let clazzId = st.clazzId;
    if (body.clazzId !== undefined && body.clazzId !== st.clazzId) {
      const c = await activeClass(tx, s.institutionId, scope, body.clazzId, true);
      await assertRoom(tx, schoolId, c, 1);
      clazzId = c.id;
    }
    await assertUnique(tx, schoolId, v, st.id);
    if (body.guardians !== undefined) {
      const existing = (await loadGuardians(tx, schoolId, [st.id])).get(st.id) ?? [];
      await saveGuardians(tx, schoolId, st.id, guardianValues(body.guardians, existing), existing);
    }
    await tx
      .update(students)
      .set({ classId: clazzId, ...written(v) })
      .where(ofSchool(schoolId, st.id));
  });
}

/** Children leave the school (status 3): the record, its class and guardians stay for history. All or nothing. */
export async function removeChildren(
  ctx: AppContext,
  lifecycle: Registry<ChildLifecycleHandler>,
  s: SessionInfo,
  scope: number[] | null,
  ids: number[],
) {
  return ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const st = await visibleStudent(tx, s, scope, id, true);
      if (st.status !== 1) throw new AppError(E.childNotInSchool, { data: { studentId: id, name: st.name } });
    }
    const r = await tx
      .update(students)
      .set({ status: 3 })
      .where(and(eq(students.schoolId, s.institutionId), sql`${students.id} = ${anyId(ids)}`));
    // each module closes what it keeps open for them (health's care, recipes' special meals), or refuses
    await runChildLifecycle(lifecycle, tx, { kind: 'leave', schoolId: s.institutionId, childIds: ids });
    return { removed: r.rowCount ?? 0 };
  });
}
