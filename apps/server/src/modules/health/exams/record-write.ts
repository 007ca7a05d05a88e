import { LYING_BEFORE_DAY, type MeasurePosition } from '@kg/shared/modules/health/growth/growth-vocab';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import { anyId } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';
import { examPlanClasses, examPlans, examRecords } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { evaluatePlan } from '../growth/assess.ts';
import type { Runner } from './plan-data.ts';
import type { RecordColumns } from './record-values.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One child's measurement to store: its complete values for the plan (empty removes the record). */
export interface RecordWrite {
  studentId: number;
  measuredDay: string;
  cols: RecordColumns;
  empty: boolean;
  /** lying or standing; null: as the child's age that day suggests */
  position: MeasurePosition | null;
  oedema: boolean;
}

/**
 * Stores children's records of a plan in two statements whatever their number, then computes
 * their z-scores and statuses through the growth assessment in the same transaction: the figures
 * are always the stored measurements', never typed in. The child's class, sex and age that day
 * come from the child's file, so statistics group by what was true when measured.
 */
export async function writeRecords(tx: Tx, schoolId: number, planId: number, memberId: number, rows: RecordWrite[]): Promise<void> {
  const gone = rows.filter((r) => r.empty).map((r) => r.studentId);
  const kept = rows.filter((r) => !r.empty);
  if (gone.length) {
    const t = examRecords;
    await tx.delete(t).where(and(eq(t.schoolId, schoolId), eq(t.planId, planId), sql`${t.studentId} = ${anyId(gone)}`));
  }
  if (!kept.length) return;
  const col = <T>(f: (r: RecordWrite) => T) => sql.param(kept.map(f));
  // the position is stored as measured (the age's default when not given), and only with a stature; an upsert
  // from unnested arrays (one statement for any number of children), so the columns are written out here
  await tx.execute(sql`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days,
      height_cm, weight_kg, head_cm, extra, position, oedema, statuses, updated_by, updated_at)
    select st.school_id, ${planId}, st.id, st.class_id, case when st.gender = 1 then 'M' else 'F' end, v.day, greatest(v.day - st.birthday, 0),
      v.height, v.weight, v.head, v.extra,
      case when v.height is not null then coalesce(v.position, case when v.day - st.birthday < ${LYING_BEFORE_DAY} then 'lying' else 'standing' end) end,
      v.oedema, '{}', ${memberId}, now()
    from unnest(${col((r) => String(r.studentId))}::bigint[], ${col((r) => r.measuredDay)}::date[], ${col((r) => r.cols.heightCm)}::numeric[],
      ${col((r) => r.cols.weightKg)}::numeric[], ${col((r) => r.cols.headCm)}::numeric[], ${col((r) => JSON.stringify(r.cols.extra))}::jsonb[],
      ${col((r) => r.position)}::text[], ${col((r) => r.oedema)}::boolean[])
      as v(student_id, day, height, weight, head, extra, position, oedema)
    join students st on st.school_id = ${schoolId} and st.id = v.student_id
    on conflict (school_id, plan_id, student_id) do update set class_id = excluded.class_id, sex = excluded.sex,
      measured_on = excluded.measured_on, age_days = excluded.age_days, height_cm = excluded.height_cm, weight_kg = excluded.weight_kg,
      head_cm = excluded.head_cm, extra = excluded.extra, position = excluded.position, oedema = excluded.oedema,
      updated_by = excluded.updated_by, updated_at = now()`);
  await evaluatePlan(
    tx as unknown as Db,
    schoolId,
    planId,
    kept.map((r) => r.studentId),
  );
}

const p = alias(examPlans, 'p');
const pc = alias(examPlanClasses, 'pc');
const PLAN = {
  id: p.id,
  name: p.name,
  items: p.items,
  startDay: p.startsOn,
  endDay: p.endsOn,
  // int4, so the driver reads the array as numbers
  classes: sql<number[]>`coalesce((select array_agg(${pc.classId}::int) from ${examPlanClasses} pc
    where ${pc.schoolId} = ${p.schoolId} and ${pc.planId} = ${p.id}), '{}')`,
};
const PLAN_LIST = selectList(PLAN);
const TODAY = { d: sql<string>`${CHINA_TODAY}::text` };
const TODAY_LIST = selectList(TODAY);

/** A plan as records need it: its items, period and classes (null when not the school's). */
export async function planForRecords(db: Runner, schoolId: number, planId: number) {
  const [plan] = await preparedRows<RowOf<typeof PLAN>>(
    db,
    sql`select ${PLAN_LIST} from ${examPlans} p where ${p.schoolId} = ${schoolId} and ${p.id} = ${planId}`,
  );
  return plan ?? null;
}
export type PlanForRecords = NonNullable<Awaited<ReturnType<typeof planForRecords>>>;

/** Today in China: a measurement cannot be of a later day. */
export const chinaToday = async (db: Runner) => (await preparedRows<RowOf<typeof TODAY>>(db, sql`select ${TODAY_LIST}`))[0].d;
