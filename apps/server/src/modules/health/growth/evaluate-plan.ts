import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { assess } from './assess-measurement.ts';
import { growthTables } from './lms-tables.ts';

/** Rows read, computed and written per round trip: big enough to be quick, small enough to keep each statement short. */
const BATCH = 1000;

type StoredRecord = {
  studentId: string;
  sex: 'M' | 'F';
  ageDays: number;
  heightCm: string | null;
  weightKg: string | null;
  position: 'lying' | 'standing' | null;
  oedema: boolean;
};

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Recomputes the stored waz/haz/whz/baz/statuses/reference of a plan's records (all, or these
 * children) in batches; returns the count. Rows whose figures do not change are not rewritten, so
 * the audit trail records only real changes. Between batches the event loop gets its turn.
 */
export async function evaluatePlan(db: Db, schoolId: number, planId: number, studentIds?: number[]): Promise<number> {
  const tables = await growthTables(db);
  const only = studentIds ? sql`and student_id = any(${sql.param(studentIds.map(String))}::bigint[])` : sql``;
  let after = '0';
  let count = 0;
  for (;;) {
    const batch = await db.execute<StoredRecord>(sql`
      select student_id::text as "studentId", sex, age_days as "ageDays", height_cm::text as "heightCm", weight_kg::text as "weightKg",
        position, oedema
      from exam_records where school_id = ${schoolId} and plan_id = ${planId} and student_id > ${after}::bigint ${only}
      order by student_id limit ${BATCH}`);
    const rows = batch.rows;
    if (rows.length === 0) break;
    const cols = { id: [] as string[], waz: [] as (number | null)[], haz: [] as (number | null)[] };
    const rest = { whz: [] as (number | null)[], baz: [] as (number | null)[], statuses: [] as string[], reference: [] as string[] };
    for (const r of rows) {
      const a = assess(tables, {
        sex: r.sex,
        ageDays: r.ageDays,
        heightCm: num(r.heightCm),
        weightKg: num(r.weightKg),
        position: r.position,
        oedema: r.oedema,
      });
      cols.id.push(r.studentId);
      cols.waz.push(a.waz);
      cols.haz.push(a.haz);
      rest.whz.push(a.whz);
      rest.baz.push(a.baz);
      // statuses travel as one array literal per row (unnest cannot carry a ragged text[][]); the names are our constants
      rest.statuses.push(`{${a.statuses.join(',')}}`);
      rest.reference.push(a.reference);
    }
    await db.execute(sql`
      update exam_records e set waz = v.waz, haz = v.haz, whz = v.whz, baz = v.baz,
        statuses = v.statuses::text[], reference = v.reference, updated_at = now()
      from unnest(${sql.param(cols.id)}::bigint[], ${sql.param(cols.waz)}::float8[], ${sql.param(cols.haz)}::float8[], ${sql.param(rest.whz)}::float8[],
        ${sql.param(rest.baz)}::float8[], ${sql.param(rest.statuses)}::text[], ${sql.param(rest.reference)}::text[])
        as v(student_id, waz, haz, whz, baz, statuses, reference)
      where e.school_id = ${schoolId} and e.plan_id = ${planId} and e.student_id = v.student_id
        and (e.waz, e.haz, e.whz, e.baz, e.statuses, e.reference) is distinct from
          (v.waz, v.haz, v.whz, v.baz, v.statuses::text[], v.reference)`);
    count += rows.length;
    after = rows[rows.length - 1].studentId;
    if (rows.length < BATCH) break;
    await yieldToLoop();
  }
  return count;
}
