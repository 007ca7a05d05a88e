// Growth assessment benchmark: `node --import tsx bench/growth-evaluate.ts`. Not run by the tests.
// BENCH_SCHOOLS schools (default 50) × 500 children (garden-load.ts), 4 exam plans each (a school
// year) with a record per child, loaded with one INSERT … SELECT per table. Times evaluatePlan for
// one plan of 500 children (cold: tables read; then warm), then for every plan of every school
// (a school-year, 4 × 500 × 50 = 100,000 records) as a reference change would run it. The audit
// trail's row trigger stays on while evaluating, as in production: each changed record is a trail entry.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { evaluatePlan } from '../apps/server/src/modules/health/growth/assess.ts';
import { loadReference } from '../apps/server/src/platform/reference/reference-loader.ts';
import { loadGardenData } from './garden-load.ts';
import { benchDatabase } from './server.ts';

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 50);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const bench = await benchDatabase('growth_evaluate');
try {
  const { pool, db } = createPool(bench.dbUrl, 5, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  await loadReference(db, loadConfig({}).referenceDir);
  const client = await pool.connect();
  let schoolIds: number[];
  try {
    schoolIds = await loadGardenData(client, { schools: SCHOOLS, children: 500, staff: 20, passwordHash: await hashPassword('Kg@123456') });
  } finally {
    client.release();
  }
  const t0 = Date.now();
  // loading history is not a change anyone made: the trail stays off for the load only
  for (const t of ['exam_plans', 'exam_plan_classes', 'exam_records']) await pool.query(`alter table ${t} disable trigger audit_row`);
  await pool.query(
    `insert into exam_plans (school_id, name, starts_on, ends_on, items)
    select s, 'plan ' || k, date '2025-09-15' + (k - 1) * 75, date '2025-09-15' + (k - 1) * 75 + 20, '{height,weight}'
    from unnest($1::bigint[]) s cross join generate_series(1, 4) k`,
    [schoolIds],
  );
  await pool.query(
    `insert into exam_plan_classes select p.school_id, p.id, c.id from exam_plans p join classes c on c.school_id = p.school_id`,
  );
  // heights and weights around the WHO medians for the age (a hash of child and plan gives the spread)
  await pool.query(`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days, height_cm, weight_kg)
    select p.school_id, p.id, st.id, st.class_id, case when st.gender = 1 then 'M' else 'F' end, p.starts_on,
      p.starts_on - st.birthday, round((75 + (p.starts_on - st.birthday) * 0.022 + (hashint8(st.id * 7 + p.id) % 60) / 10.0)::numeric, 1),
      round((9 + (p.starts_on - st.birthday) * 0.0055 + (hashint8(st.id * 13 + p.id) % 40) / 10.0)::numeric, 2)
    from exam_plans p join students st on st.school_id = p.school_id and st.status = 1`);
  for (const t of ['exam_plans', 'exam_plan_classes', 'exam_records']) await pool.query(`alter table ${t} enable trigger audit_row`);
  const n = (await pool.query('select count(*)::int as n from exam_records')).rows[0].n;
  console.log(`loaded ${SCHOOLS} schools, ${n} records in ${secs(Date.now() - t0)}`);

  const plans = (
    await db.execute<{ schoolId: number; id: number }>(
      sql`select school_id::int as "schoolId", id::int as id from exam_plans order by school_id, id`,
    )
  ).rows;
  let t = Date.now();
  const first = await evaluatePlan(db, plans[0].schoolId, plans[0].id);
  console.log(`evaluatePlan, one plan of ${first} children, cold (reads growth_lms): ${secs(Date.now() - t)}`);
  t = Date.now();
  await db.execute(
    sql`update exam_records set statuses = '{}', waz = null where school_id = ${plans[1].schoolId} and plan_id = ${plans[1].id}`,
  );
  const second = await evaluatePlan(db, plans[1].schoolId, plans[1].id);
  console.log(`evaluatePlan, one plan of ${second} children, warm: ${secs(Date.now() - t)}`);
  t = Date.now();
  let total = 0;
  for (const p of plans) total += await evaluatePlan(db, p.schoolId, p.id);
  console.log(`evaluatePlan, a school-year (${plans.length} plans, ${total} records, first evaluation): ${secs(Date.now() - t)}`);
  t = Date.now();
  for (const p of plans) await evaluatePlan(db, p.schoolId, p.id);
  console.log(`the same again, nothing changed (no rows rewritten): ${secs(Date.now() - t)}`);
  // what the audit trail costs: every figure cleared, then evaluated again with the row trigger off
  await pool.query(`update exam_records set statuses = '{}', waz = null, haz = null, whz = null, baz = null`);
  await pool.query('alter table exam_records disable trigger audit_row');
  t = Date.now();
  for (const p of plans) await evaluatePlan(db, p.schoolId, p.id);
  console.log(`a school-year rewritten without the audit trail (comparison only): ${secs(Date.now() - t)}`);
  await pool.end();
} finally {
  await bench.stop();
}
