import type { PlanInput } from '@kg/shared/modules/health/exams/exam-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { anyId } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { examPlanClasses, examPlans, examRecords } from '../../../db/schema/index.ts';
import { activeClasses, type Runner, recordedParts, recordsOutside, termExists } from './plan-data.ts';
import type { Tx } from './record-write.ts';

type Plan = Omit<PlanInput, 'termId' | 'clazzIds'> & { termId?: number; clazzIds: number[]; items: string[] };

/** Checks what a plan refers to: the period's order, the term and every class being the school's. */
async function checkRefs(db: Runner, schoolId: number, p: Plan, keptClasses: number[] = []) {
  if (p.endDay < p.startDay) throw new AppError('health-0601', { field: 'endDay' });
  if (p.termId && !(await termExists(db, schoolId, p.termId))) throw new AppError('health-0603', { field: 'termId' });
  // a class already in the plan may have graduated since; it stays, but a new one must be active
  const wanted = p.clazzIds.filter((id) => !keptClasses.includes(id));
  const found = await activeClasses(db, schoolId, wanted);
  if (found.length !== wanted.length) throw new AppError('health-0602', { field: 'clazzIds' });
}

async function writeClasses(tx: Tx, schoolId: number, planId: number, ids: number[]) {
  const pc = examPlanClasses;
  await tx.delete(pc).where(and(eq(pc.schoolId, schoolId), eq(pc.planId, planId), sql`not (${pc.classId} = ${anyId(ids)})`));
  if (ids.length)
    await tx
      .insert(pc)
      .values(ids.map((classId) => ({ schoolId, planId, classId })))
      .onConflictDoNothing();
}

const p = examPlans;
const planIs = (schoolId: number, id: number) => and(eq(p.schoolId, schoolId), eq(p.id, id));

export async function createPlan(db: Db, s: SessionInfo, plan: Plan): Promise<{ id: number }> {
  const schoolId = s.institutionId;
  await checkRefs(db, schoolId, plan);
  return db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(p)
      .values({
        schoolId,
        name: plan.name,
        termId: plan.termId ?? null,
        startsOn: plan.startDay,
        endsOn: plan.endDay,
        items: plan.items,
        createdBy: s.memberId,
      })
      .returning({ id: p.id });
    await writeClasses(tx, schoolId, id, plan.clazzIds);
    return { id };
  });
}

/**
 * Changes a plan. Classes and items may grow; taking away a class or an item that has records,
 * or moving the period so records fall outside it, is refused (409) naming the field: the
 * records are the school's measurements and silently orphaning them would lose them.
 */
export async function updatePlan(db: Db, schoolId: number, id: number, plan: Plan): Promise<void> {
  await db.transaction(async (tx) => {
    oneRow(await tx.select({ id: p.id }).from(p).where(planIs(schoolId, id)).for('update'));
    const pc = examPlanClasses;
    const current = await tx
      .select({ classId: pc.classId })
      .from(pc)
      .where(and(eq(pc.schoolId, schoolId), eq(pc.planId, id)));
    await checkRefs(
      tx,
      schoolId,
      plan,
      current.map((x) => x.classId),
    );
    const recorded = await recordedParts(tx, schoolId, id);
    if (recorded.classes.some((c) => !plan.clazzIds.includes(c))) throw new AppError('health-0604', { field: 'clazzIds' });
    if (recorded.items.some((k) => !plan.items.includes(k))) throw new AppError('health-0605', { field: 'items' });
    if (await recordsOutside(tx, schoolId, id, plan.startDay, plan.endDay)) throw new AppError('health-0606', { field: 'startDay' });
    await tx
      .update(p)
      .set({
        name: plan.name,
        termId: plan.termId ?? null,
        startsOn: plan.startDay,
        endsOn: plan.endDay,
        items: plan.items,
        updatedAt: sql`now()`,
      })
      .where(planIs(schoolId, id));
    await writeClasses(tx, schoolId, id, plan.clazzIds);
  });
}

/**
 * Deletes a plan with its records. The page says how many records go with it before asking;
 * refusing would leave a mistaken plan impossible to remove once anyone typed a value.
 */
export async function removePlan(db: Db, schoolId: number, id: number): Promise<{ records: number }> {
  return db.transaction(async (tx) => {
    oneRow(await tx.select({ id: p.id }).from(p).where(planIs(schoolId, id)).for('update'));
    const r = examRecords;
    const gone = await tx
      .delete(r)
      .where(and(eq(r.schoolId, schoolId), eq(r.planId, id)))
      .returning({ id: r.studentId });
    await tx.delete(p).where(planIs(schoolId, id));
    return { records: gone.length };
  });
}
