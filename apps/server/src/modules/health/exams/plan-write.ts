import type { PlanInput } from '@kg/shared/modules/health/exams/exam-schemas';
import { sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { activeClasses, type Runner, recordedParts, recordsOutside, termExists } from './plan-data.ts';

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

async function writeClasses(tx: Runner, schoolId: number, planId: number, ids: number[]) {
  await tx.execute(sql`delete from exam_plan_classes where school_id = ${schoolId} and plan_id = ${planId}
    and not (class_id = any(${idArray(ids)}))`);
  await tx.execute(sql`insert into exam_plan_classes (school_id, plan_id, class_id)
    select ${schoolId}, ${planId}, unnest(${idArray(ids)}) on conflict do nothing`);
}

export async function createPlan(db: Db, s: SessionInfo, p: Plan): Promise<{ id: number }> {
  const schoolId = s.institutionId;
  await checkRefs(db, schoolId, p);
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ id: number }>(sql`insert into exam_plans (school_id, name, term_id, starts_on, ends_on, items, created_by)
      values (${schoolId}, ${p.name}, ${p.termId ?? null}, ${p.startDay}, ${p.endDay}, ${sql.param(p.items)}::text[], ${s.memberId})
      returning id::int`);
    await writeClasses(tx, schoolId, r.rows[0].id, p.clazzIds);
    return { id: r.rows[0].id };
  });
}

/**
 * Changes a plan. Classes and items may grow; taking away a class or an item that has records,
 * or moving the period so records fall outside it, is refused (409) naming the field: the
 * records are the school's measurements and silently orphaning them would lose them.
 */
export async function updatePlan(db: Db, schoolId: number, id: number, p: Plan): Promise<void> {
  await db.transaction(async (tx) => {
    const current = oneRow<{ classes: number[] }>(
      (
        await tx.execute(sql`select coalesce((select array_agg(class_id::int) from exam_plan_classes pc
          where pc.school_id = p.school_id and pc.plan_id = p.id), '{}') as classes
          from exam_plans p where p.school_id = ${schoolId} and p.id = ${id} for update`)
      ).rows,
    );
    await checkRefs(tx, schoolId, p, current.classes);
    const recorded = await recordedParts(tx, schoolId, id);
    if (recorded.classes.some((c) => !p.clazzIds.includes(c))) throw new AppError('health-0604', { field: 'clazzIds' });
    if (recorded.items.some((k) => !p.items.includes(k))) throw new AppError('health-0605', { field: 'items' });
    if (await recordsOutside(tx, schoolId, id, p.startDay, p.endDay)) throw new AppError('health-0606', { field: 'startDay' });
    await tx.execute(sql`update exam_plans set name = ${p.name}, term_id = ${p.termId ?? null}, starts_on = ${p.startDay},
      ends_on = ${p.endDay}, items = ${sql.param(p.items)}::text[], updated_at = now() where school_id = ${schoolId} and id = ${id}`);
    await writeClasses(tx, schoolId, id, p.clazzIds);
  });
}

/**
 * Deletes a plan with its records. The page says how many records go with it before asking;
 * refusing would leave a mistaken plan impossible to remove once anyone typed a value.
 */
export async function removePlan(db: Db, schoolId: number, id: number): Promise<{ records: number }> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ n: number }>(sql`select (select count(*)::int from exam_records where school_id = p.school_id
      and plan_id = p.id) as n from exam_plans p where p.school_id = ${schoolId} and p.id = ${id} for update`);
    const { n } = oneRow<{ n: number }>(r.rows);
    await tx.execute(sql`delete from exam_records where school_id = ${schoolId} and plan_id = ${id}`);
    await tx.execute(sql`delete from exam_plans where school_id = ${schoolId} and id = ${id}`);
    return { records: n };
  });
}
