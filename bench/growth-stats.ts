// Growth statistics benchmark: `node --import tsx bench/growth-stats.ts`. Not run by the tests.
// BENCH_SCHOOLS schools (default 50) × 500 children (garden-load.ts), 4 exam plans each with a
// record per child (stored z-scores and statuses as the growth engine leaves them, drawn from a
// hash), loaded with one INSERT … SELECT per table. Then 20 callers loop for BENCH_SECONDS on a
// plan's height statistics per class, per grade and per age band (plans and groupings in turn),
// on weight per class, and on the growth list's first page; p50/p95/p99 printed (goal p95 ≤ 300 ms).
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { BENCH_PHONE, loadGardenData } from './garden-load.ts';
import { fmt, loop as latencyLoop } from './latency.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const loop = (call: () => Promise<{ code: string }> | null) => latencyLoop(SECONDS, CONNECTIONS, call);
const TABLES = ['exam_plans', 'exam_plan_classes', 'exam_records'];

const bench = await benchDatabase('growth_stats');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { pool, db } = createPool(bench.dbUrl, 5, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  const client = await pool.connect();
  let schoolIds: number[];
  try {
    schoolIds = await loadGardenData(client, { schools: SCHOOLS, children: 500, staff: 20, passwordHash: await hashPassword('Kg@123456') });
  } finally {
    client.release();
  }
  const t0 = Date.now();
  // loading history is not a change anyone made: the trail stays off for the load only
  for (const t of TABLES) await pool.query(`alter table ${t} disable trigger audit_row`);
  await pool.query(
    `insert into exam_plans (school_id, name, starts_on, ends_on, items)
    select s, 'plan ' || k, date '2025-09-15' + (k - 1) * 90, date '2025-09-15' + (k - 1) * 90 + 20, '{height,weight}'
    from unnest($1::bigint[]) s cross join generate_series(1, 4) k`,
    [schoolIds],
  );
  await pool.query(
    'insert into exam_plan_classes select p.school_id, p.id, c.id from exam_plans p join classes c on c.school_id = p.school_id',
  );
  // heights and weights by age with a spread from a hash of child and plan; z-scores about N(0.2, 1)
  await pool.query(`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days,
      height_cm, weight_kg, waz, haz, whz, baz, statuses, reference)
    select school_id, plan_id, student_id, class_id, sex, measured_on, age_days, height_cm, weight_kg, w, h, w, w,
      array_remove(array[case when h < -2 then 'stunting' end, case when w < -2 then 'underweight' when w > 2 then 'overweight' end], null), 'who'
    from (select p.school_id, p.id as plan_id, st.id as student_id, st.class_id, case when st.gender = 1 then 'M' else 'F' end as sex,
        p.starts_on as measured_on, p.starts_on - st.birthday as age_days,
        round((75 + (p.starts_on - st.birthday) * 0.022 + (hashint8(st.id * 7 + p.id) % 60) / 10.0)::numeric, 1) as height_cm,
        round((9 + (p.starts_on - st.birthday) * 0.0055 + (hashint8(st.id * 13 + p.id) % 40) / 10.0)::numeric, 2) as weight_kg,
        0.2 + (hashint8(st.id * 17 + p.id) % 300) / 100.0 as h, 0.3 + (hashint8(st.id * 19 + p.id) % 320) / 100.0 as w
      from exam_plans p join students st on st.school_id = p.school_id and st.status = 1) x`);
  for (const t of TABLES) await pool.query(`alter table ${t} enable trigger audit_row`);
  await pool.query('analyze');
  const n = (await pool.query('select count(*)::int as n from exam_records')).rows[0].n;
  console.log(
    `${SCHOOLS} schools × 500 children × 4 plans: ${n} records in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${CONNECTIONS} callers, ${SECONDS} s each`,
  );

  server = await startServer({ DATABASE_URL: bench.dbUrl, SEED_DEMO: '0' });
  const { token, schoolId } = await signIn(server.base, BENCH_PHONE);
  const E = '/api/attendance/v1/exam';
  const { rows: plans } = await pool.query('select id::int as id from exam_plans where school_id = $1 order by id', [schoolId]);
  const probe = (await postJson(server.base, `${E}/statistic/height`, { planId: plans[0].id, groupBy: 'class' }, token)).data;
  console.log(`a plan's height statistics: ${probe.groups.length} classes, ${probe.total.count} children, mean ${probe.total.mean} cm`);
  // a warm-up round first: the server's first seconds (JIT, pool, plans) are not what callers see later
  let k = 0;
  await latencyLoop(5, CONNECTIONS, () =>
    postJson(server!.base, `${E}/statistic/height`, { planId: plans[k++ % plans.length].id, groupBy: 'class' }, token),
  );
  for (const groupBy of ['age', 'grade', 'class']) {
    let i = 0;
    const f = await loop(() => postJson(server!.base, `${E}/statistic/height`, { planId: plans[i++ % plans.length].id, groupBy }, token));
    console.log(`statistic/height by ${groupBy} (4 plans in turn)\n  ${fmt(f)}`);
  }
  let j = 0;
  const w = await loop(() =>
    postJson(server!.base, `${E}/statistic/weight`, { planId: plans[j++ % plans.length].id, groupBy: 'class' }, token),
  );
  console.log(`statistic/weight by class\n  ${fmt(w)}`);
  const l = await loop(() => postJson(server!.base, `${E}/statistic/student/page`, { pageSize: 20 }, token));
  console.log(`statistic/student/page (latest plan, first page of 20)\n  ${fmt(l)}`);
  await pool.end();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  await bench.stop();
}
