import type { CheckSaveBody, ChildCheck } from '@kg/shared/modules/health/inspection/inspect-schemas';
import type { CheckResult } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { type CheckValues, checkValues } from './check-rules.ts';
import { CHECK_COLUMNS } from './check-sheet.ts';
import { syncClassDays } from './class-days.ts';
import { oneSlot } from './slot-data.ts';

type Runner = Pick<Db, 'execute'>;

export interface Writer {
  schoolId: number;
  memberId: number;
  range: number[] | null;
}

/** The slot's items for a write: a disabled slot takes no checks. */
export async function slotItemsForWrite(db: Runner, schoolId: number, slot: number) {
  const s = await oneSlot(db, schoolId, slot);
  if (!s.enabled) throw new AppError('health-0015', { field: 'slot' });
  return s.items;
}

type Child = {
  id: number;
  name: string;
  classId: number | null;
  status: number;
};

/** A child of the school the writer may record for: not of this school or out of range is 404. */
export async function childForCheck(db: Runner, w: Writer, studentId: number): Promise<Child & { classId: number }> {
  const r = await db.execute<Child>(sql`select id, name, class_id as "classId", status from students
    where school_id = ${w.schoolId} and id = ${studentId}`);
  const st = r.rows[0];
  if (!st) throw notFound();
  if (st.status !== 1 || st.classId == null) throw new AppError('health-0013', { field: 'studentId' });
  if (!classInRange(w.range, st.classId)) throw notFound();
  return st as Child & { classId: number };
}

export interface Saved {
  check: ChildCheck;
  child: { id: number; name: string; classId: number };
  before: CheckResult | null;
}

/** Upserts one child's check and the class counts it changes, in one transaction. */
export async function saveCheck(db: Db, w: Writer, p: CheckSaveBody): Promise<Saved> {
  const items = await slotItemsForWrite(db, w.schoolId, p.slot);
  const v: CheckValues = checkValues(p, items);
  return db.transaction(async (tx) => {
    const child = await childForCheck(tx, w, p.studentId);
    const prev = await tx.execute<{ result: CheckResult; classId: number }>(sql`select result, class_id as "classId" from inspect_records
      where school_id = ${w.schoolId} and day = ${p.day}::date and slot = ${p.slot} and student_id = ${p.studentId} for update`);
    const r = await tx.execute<Omit<ChildCheck, 'name' | 'studentNo' | 'gender'>>(sql`insert into inspect_records as r
        (school_id, day, slot, student_id, class_id, result, temperature, findings, symptom_groups, measures, note, recorded_by)
      values (${w.schoolId}, ${p.day}::date, ${p.slot}, ${p.studentId}, ${child.classId}, ${v.result}, ${v.temperature},
        ${JSON.stringify(v.findings)}::jsonb, ${sql.param(v.symptomGroups)}::text[], ${v.measures}, ${v.note}, ${w.memberId})
      on conflict (school_id, day, slot, student_id) do update set class_id = excluded.class_id, result = excluded.result,
        temperature = excluded.temperature, findings = excluded.findings, symptom_groups = excluded.symptom_groups,
        measures = excluded.measures, note = excluded.note, recorded_by = excluded.recorded_by, recorded_at = now()
      returning r.student_id as "studentId", ${CHECK_COLUMNS}`);
    const before = prev.rows[0];
    await syncClassDays(tx, w.schoolId, p.day, p.slot, [child.classId, ...(before ? [before.classId] : [])]);
    const st = await tx.execute<{ studentNo: string | null; gender: number }>(sql`select student_no as "studentNo", gender from students
      where school_id = ${w.schoolId} and id = ${p.studentId}`);
    return {
      check: { ...r.rows[0], name: child.name, ...st.rows[0] },
      child: { id: child.id, name: child.name, classId: child.classId },
      before: before?.result ?? null,
    };
  });
}

/** Records every child of the class at school and not yet checked in this slot as normal. */
export async function allNormal(db: Db, w: Writer, classId: number, day: string, slot: number): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{
      id: number;
    }>(sql`insert into inspect_records (school_id, day, slot, student_id, class_id, result, recorded_by)
      select st.school_id, ${day}::date, ${slot}, st.id, st.class_id, 'normal', ${w.memberId}
      from students st where st.school_id = ${w.schoolId} and st.class_id = ${classId} and st.status = 1
      on conflict (school_id, day, slot, student_id) do nothing
      returning student_id as id`);
    await syncClassDays(tx, w.schoolId, day, slot, [classId]);
    return r.rows.length;
  });
}

/** Removes one check; the record's class must be within the writer's range. */
export async function undoCheck(db: Db, w: Writer, day: string, slot: number, studentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ classId: number }>(sql`select class_id as "classId" from inspect_records
      where school_id = ${w.schoolId} and day = ${day}::date and slot = ${slot} and student_id = ${studentId} for update`);
    const rec = r.rows[0];
    if (!rec || !classInRange(w.range, rec.classId)) throw notFound();
    await tx.execute(sql`delete from inspect_records
      where school_id = ${w.schoolId} and day = ${day}::date and slot = ${slot} and student_id = ${studentId}`);
    await syncClassDays(tx, w.schoolId, day, slot, [rec.classId]);
  });
}
