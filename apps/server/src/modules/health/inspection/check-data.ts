import type { CheckSaveBody, ChildCheck } from '@kg/shared/modules/health/inspection/inspect-schemas';
import type { CheckResult } from '@kg/shared/modules/health/inspection/symptoms';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { inspectRecords, students } from '../../../db/schema/index.ts';
import { type CheckValues, checkValues } from './check-rules.ts';
import { checkFields } from './check-sheet.ts';
import { syncClassDays } from './class-days.ts';
import { oneSlot } from './slot-data.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

const ir = inspectRecords;
/** One child's check of a day and slot. */
const checkOf = (schoolId: number, day: string, slot: number, studentId: number) =>
  and(eq(ir.schoolId, schoolId), eq(ir.day, day), eq(ir.slot, slot), eq(ir.studentId, studentId));

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

/** A child of the school the writer may record for: not of this school or out of range is 404. */
export async function childForCheck(db: Runner, w: Writer, studentId: number) {
  const [st] = await db
    .select({ id: students.id, name: students.name, classId: students.classId, status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, w.schoolId), eq(students.id, studentId)));
  if (!st) throw notFound();
  const { classId } = st;
  if (st.status !== 1 || classId == null) throw new AppError('health-0013', { field: 'studentId' });
  if (!classInRange(w.range, classId)) throw notFound();
  return { ...st, classId };
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
    const [before] = await tx
      .select({ result: sql<CheckResult>`${ir.result}`, classId: ir.classId })
      .from(ir)
      .where(checkOf(w.schoolId, p.day, p.slot, p.studentId))
      .for('update');
    const written = {
      classId: child.classId,
      result: v.result,
      temperature: v.temperature === null ? null : String(v.temperature),
      findings: v.findings,
      symptomGroups: v.symptomGroups,
      measures: v.measures,
      note: v.note,
      recordedBy: w.memberId,
    };
    const [check] = await tx
      .insert(ir)
      .values({ schoolId: w.schoolId, day: p.day, slot: p.slot, studentId: p.studentId, ...written })
      .onConflictDoUpdate({ target: [ir.schoolId, ir.day, ir.slot, ir.studentId], set: { ...written, recordedAt: sql`now()` } })
      .returning({ studentId: ir.studentId, ...checkFields(ir) });
    await syncClassDays(tx, w.schoolId, p.day, p.slot, [child.classId, ...(before ? [before.classId] : [])]);
    const [st] = await tx
      .select({ studentNo: students.studentNo, gender: students.gender })
      .from(students)
      .where(and(eq(students.schoolId, w.schoolId), eq(students.id, p.studentId)));
    return {
      check: { ...check, name: child.name, ...st } satisfies ChildCheck,
      child: { id: child.id, name: child.name, classId: child.classId },
      before: before?.result ?? null,
    };
  });
}

/** Records every child of the class at school and not yet checked in this slot as normal. */
export async function allNormal(db: Db, w: Writer, classId: number, day: string, slot: number): Promise<number> {
  return db.transaction(async (tx) => {
    // one statement for the whole class: only the number of rows it wrote is read back
    const r = await tx.execute(sql`insert into inspect_records (school_id, day, slot, student_id, class_id, result, recorded_by)
      select st.school_id, ${day}::date, ${slot}, st.id, st.class_id, 'normal', ${w.memberId}
      from students st where st.school_id = ${w.schoolId} and st.class_id = ${classId} and st.status = 1
      on conflict (school_id, day, slot, student_id) do nothing`);
    await syncClassDays(tx, w.schoolId, day, slot, [classId]);
    return r.rowCount ?? 0;
  });
}

/** Removes one check; the record's class must be within the writer's range. */
export async function undoCheck(db: Db, w: Writer, day: string, slot: number, studentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const where = checkOf(w.schoolId, day, slot, studentId);
    const [rec] = await tx.select({ classId: ir.classId }).from(ir).where(where).for('update');
    if (!rec || !classInRange(w.range, rec.classId)) throw notFound();
    await tx.delete(ir).where(where);
    await syncClassDays(tx, w.schoolId, day, slot, [rec.classId]);
  });
}
