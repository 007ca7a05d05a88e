import { LYING_BEFORE_DAY, type MeasurePosition } from '@kg/shared/modules/health/growth/growth-vocab';
import { CHINA_ZONE } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
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
    await tx.execute(sql`delete from exam_records where school_id = ${schoolId} and plan_id = ${planId}
      and student_id = any(${sql.param(gone.map(String))}::bigint[])`);
  }
  if (!kept.length) return;
  const col = <T>(f: (r: RecordWrite) => T) => sql.param(kept.map(f));
  // the position is stored as measured (the age's default when not given), and only with a stature
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

/** A plan as records need it: its items, period and classes (null when not the school's). */
export async function planForRecords(db: Runner, schoolId: number, planId: number) {
  const r = await db.execute<{ id: number; name: string; items: string[]; startDay: string; endDay: string; classes: number[] }>(
    sql`select p.id::int, p.name, p.items, p.starts_on::text as "startDay", p.ends_on::text as "endDay",
      coalesce((select array_agg(class_id::int) from exam_plan_classes pc where pc.school_id = p.school_id and pc.plan_id = p.id), '{}') as classes
    from exam_plans p where p.school_id = ${schoolId} and p.id = ${planId}`,
  );
  return r.rows[0] ?? null;
}
export type PlanForRecords = NonNullable<Awaited<ReturnType<typeof planForRecords>>>;

/** Today in China: a measurement cannot be of a later day. */
export const chinaToday = async (db: Runner) =>
  (await db.execute<{ d: string }>(sql`select (now() at time zone ${CHINA_ZONE})::date::text as d`)).rows[0].d;
