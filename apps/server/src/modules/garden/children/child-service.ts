import type { StudentAddInput, StudentUpdateInput } from '@kg/shared/modules/garden/children';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { anyId, type CallScope, type ClassScope, classInRange } from '../../../core/scope.ts';
import { type ChildLifecycleHandler, type Registry, runChildLifecycle } from '../../../platform/extensions/index.ts';
import { activeClass, assertRoom, lockSchool, type Runner } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as E } from '../classes/record-errors.ts';
import { type ChildValues, childValues, guardianValues } from './child-input.ts';
import { loadGuardians, saveGuardians } from './guardian-service.ts';

export type ChildRow = ChildValues & {
  id: number;
  clazzId: number | null;
  status: number;
};

/** The caller's school session and class range (null: the whole school), as the child checks take them. */
export async function childScope(c: CallScope & ClassScope): Promise<{ s: SessionInfo; scope: number[] | null }> {
  const scope = c.classes;
  return { s: c.session(), scope };
}

export async function findStudent(db: Runner, schoolId: number, id: number, lock = false): Promise<ChildRow | null> {
  const r = await db.execute<ChildRow>(sql`select id, class_id as "clazzId", name, gender, birthday, id_card_type as "idCardType",
      id_card_no as "idCardNo", nation, student_no as "studentNo", enrol_date as "enrolDate", status
    from students where school_id = ${schoolId} and id = ${id} ${lock ? sql`for update` : sql``}`);
  return r.rows[0] ?? null;
}

/** A child of the school within the session's class range, else 404 like a missing one. */
export async function visibleStudent(db: Runner, s: SessionInfo, scope: number[] | null, id: number, lock = false): Promise<ChildRow> {
  const st = await findStudent(db, s.institutionId, id, lock);
  if (!st || !classInRange(scope, st.clazzId)) throw notFound();
  return st;
}

/**
 * Student numbers and resident ID numbers are unique among the children in school
 * (graduates and leavers keep theirs). Checked under the school lock.
 */
export async function assertUnique(
  tx: Runner,
  schoolId: number,
  v: Pick<ChildValues, 'studentNo' | 'idCardNo' | 'idCardType'>,
  exceptId = 0,
) {
  if (v.studentNo) {
    const r = await tx.execute(
      sql`select 1 from students where school_id = ${schoolId} and status = 1 and student_no = ${v.studentNo} and id <> ${exceptId}`,
    );
    if (r.rows.length) throw new AppError(E.studentNoTaken, { data: { field: 'studentNo' } });
  }
  if (v.idCardNo) {
    const r = await tx.execute(sql`select 1 from students where school_id = ${schoolId} and status = 1 and id_card_type = ${v.idCardType}
      and id_card_no = ${v.idCardNo} and id <> ${exceptId}`);
    if (r.rows.length) throw new AppError(E.idCardTaken, { data: { field: 'idCardNo' } });
  }
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
    const r = await tx.execute<{ id: number }>(sql`insert into students
        (school_id, class_id, name, gender, birthday, id_card_type, id_card_no, nation, student_no, enrol_date)
      values (${schoolId}, ${c.id}, ${v.name}, ${v.gender}, ${v.birthday}, ${v.idCardType}, ${v.idCardNo}, ${v.nation}, ${v.studentNo}, ${v.enrolDate})
      returning id`);
    const id = r.rows[0].id;
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
    await tx.execute(sql`update students set class_id = ${clazzId}, name = ${v.name}, gender = ${v.gender}, birthday = ${v.birthday},
      id_card_type = ${v.idCardType}, id_card_no = ${v.idCardNo}, nation = ${v.nation}, student_no = ${v.studentNo}, enrol_date = ${v.enrolDate}
      where school_id = ${schoolId} and id = ${st.id}`);
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
    const r = await tx.execute(sql`update students set status = 3 where school_id = ${s.institutionId} and id = ${anyId(ids)}`);
    // each module closes what it keeps open for them (health's care, recipes' special meals), or refuses
    await runChildLifecycle(lifecycle, tx, { kind: 'leave', schoolId: s.institutionId, childIds: ids });
    return { removed: r.rowCount ?? 0 };
  });
}
