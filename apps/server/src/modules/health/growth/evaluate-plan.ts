import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { examRecords } from '../../../db/schema/index.ts';
import { assess } from './assess-measurement.ts';
import { growthTables } from './lms-tables.ts';

/** Rows read, computed and written per round trip: big enough to be quick, small enough to keep each statement short. */
const BATCH = 1000;

const r = examRecords;
const STORED = {
  studentId: r.studentId,
  sex: sql<'M' | 'F'>`${r.sex}`,
  ageDays: r.ageDays,
  // numerics as the driver gives them (text), read by num below
  heightCm: r.heightCm,
  weightKg: r.weightKg,
  position: sql<'lying' | 'standing' | null>`${r.position}`,
  oedema: r.oedema,
};

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Recomputes the stored waz/haz/whz/baz/statuses/reference of a plan's records (all, or these
 * children) in batches; returns the count. Rows whose figures do not change are not rewritten, so
 * the audit trail records only real changes. Between batches the event loop gets its turn.
 */
export async function evaluatePlan(db: Db, schoolId: number, planId: number, studentIds?: number[]): Promise<number> {
  const tables = await growthTables(db);
  const only = studentIds ? sql`${r.studentId} = any(${sql.param(studentIds.map(String))}::bigint[])` : undefined;
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await db
      .select(STORED)
      .from(r)
      .where(and(eq(r.schoolId, schoolId), eq(r.planId, planId), gt(r.studentId, after), only))
      .orderBy(r.studentId)
      .limit(BATCH);
    if (rows.length === 0) break;
    const cols = { id: [] as number[], waz: [] as (number | null)[], haz: [] as (number | null)[] };
    const rest = { whz: [] as (number | null)[], baz: [] as (number | null)[], statuses: [] as string[], reference: [] as string[] };
    for (const row of rows) {
      const a = assess(tables, {
        sex: row.sex,
        ageDays: row.ageDays,
        heightCm: num(row.heightCm),
        weightKg: num(row.weightKg),
        position: row.position,
        oedema: row.oedema,
      });
      cols.id.push(row.studentId);
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
