// Attendance reports benchmark: `node --import tsx bench/attendance-reports.ts`. Not run by the tests.
// A fresh embedded PostgreSQL with BENCH_SCHOOLS schools × BENCH_CHILDREN children (garden's bench
// loader) and a year of their derived day rows, generated in SQL for the benchmark only (in the
// product the day close writes them from the ledger): every child a row per day, a class a row per
// day, statuses spread as a real year gives them. Then, as school 1's director at BENCH_CONNECTIONS
// connections: the class daily list of a past day and one class's monthly report (first page of
// children, a month's grid), each over random days and months and classes. Target: p95 ≤ 300 ms.
import { statisticsEndpoints as E } from '@kg/shared/modules/attendance/statistics';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { classDailyList } from '../apps/server/src/modules/attendance/statistics/daily-data.ts';
import { classMonthly } from '../apps/server/src/modules/attendance/statistics/month-data.ts';
import { dueDays, monthSpan } from '../apps/server/src/modules/attendance/statistics/statistics-period.ts';
import { BENCH_PHONE, loadGardenData } from './garden-load.ts';
import { fmt, loop } from './latency.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 50);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 500);
/** The year of rows ends yesterday. */
const LAST = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const FIRST = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

const bench = await benchDatabase('attendance-reports');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  // the server first: it migrates the database, and a migration edited later in a working tree cannot stop it mid-run
  server = await startServer({ DATABASE_URL: bench.dbUrl, SEED_DEMO: '0' });
  const { pool, db } = createPool(bench.dbUrl, CONNECTIONS, MAINTENANCE_TIMEOUTS);
  const t0 = Date.now();
  const client = await pool.connect();
  let classIds: number[] = [];
  let schoolId = 0;
  try {
    const schoolIds = await loadGardenData(client, {
      schools: SCHOOLS,
      children: CHILDREN,
      staff: 20,
      passwordHash: await hashPassword('Kg@123456'),
    });
    // the year in two terms, so the calendar has school days (its holidays and weekends apply)
    await client.query(
      `insert into school_terms (school_id, school_year, term_type, start_date, end_date)
       select s, extract(year from $2::date)::int, t, case t when 1 then $2::date else $2::date + 183 end, case t when 1 then $2::date + 182 else $3::date end
       from unnest($1::bigint[]) s cross join (values (1), (2)) x(t)`,
      [schoolIds, FIRST, LAST],
    );
    // a child's day: mostly present (a few late or early), some sick with a symptom group, personal or absent;
    // weekends get no row, as the day close writes none outside school days
    // a bulk load of derived rows: no statement limit, and the foreign keys' per-row checks skipped
    // (the rows reference the schools just loaded); one school a statement
    await client.query("set statement_timeout = 0; set session_replication_role = 'replica'");
    for (const school of schoolIds)
      await client.query(
        `insert into attendance_child_days (school_id, student_id, day, class_id, first_in, last_out, events, present,
        status, late_minutes, early_minutes, symptom_group, school_day, billable)
      select st.school_id, st.id, d::date, st.class_id,
        case when r < 0.88 then d::date + time '07:50' + (r * 600) * interval '1 second' end,
        case when r < 0.88 then d::date + time '16:50' + (r * 900) * interval '1 second' end,
        case when r < 0.88 then 2 else 0 end, r < 0.88,
        case when r < 0.88 then 'present' when r < 0.94 then 'sick' when r < 0.97 then 'personal' else 'absent' end,
        case when r < 0.05 then 5 + (r * 200)::int end, case when r between 0.80 and 0.83 then 15 end,
        case when r >= 0.88 and r < 0.94 then (array['fever','rash','gastro','cough','other'])[1 + (r * 1000)::int % 5] end,
        true, r < 0.88
      from students st cross join generate_series($1::date, $2::date, interval '1 day') d
        cross join lateral (select random() + 0 * st.id as r) x
      where st.school_id = $3 and extract(isodow from d) < 6`,
        [FIRST, LAST, school],
      );
    await client.query(`insert into attendance_class_days (school_id, class_id, day, children, present, absent, late, early_leave, sick, personal, school_day)
      select school_id, class_id, day, count(*), count(*) filter (where status = 'present'), count(*) filter (where status = 'absent'),
        count(late_minutes), count(early_minutes), count(*) filter (where status = 'sick'), count(*) filter (where status = 'personal'), true
      from attendance_child_days group by school_id, class_id, day`);
    await client.query("set session_replication_role = 'origin'");
    await client.query('analyze attendance_child_days; analyze attendance_class_days');
    schoolId = schoolIds[0];
    classIds = (await client.query('select id from classes where school_id = $1 order by id', [schoolIds[0]])).rows.map((r) =>
      Number(r.id),
    );
  } finally {
    client.release();
  }
  const rows = (
    await pool.query('select (select count(*) from attendance_child_days) as c, (select count(*) from attendance_class_days) as k')
  ).rows[0];
  console.log(
    `loaded in ${Date.now() - t0} ms: ${SCHOOLS} schools × ${CHILDREN} children, ${rows.c} child-days, ${rows.k} class-days (${FIRST}..${LAST})`,
  );
  // past weekdays and whole months before this one, at random
  const weekdays: string[] = [];
  for (let t = Date.parse(FIRST); t <= Date.parse(LAST); t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() % 6 !== 0) weekdays.push(d.toISOString().slice(0, 10));
  }
  const months = [...new Set(weekdays.map((d) => d.slice(0, 7)))].slice(1, -1);
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  // the data layer alone (calendar and SQL, no HTTP), at the same callers: what the database costs
  const ok = { code: 'common-0001' };
  const sqlDaily = await loop(SECONDS, CONNECTIONS, async () => {
    const day = pick(weekdays);
    await dueDays(db, schoolId, day, day).then(
      () => classDailyList(db, schoolId, null, day),
      () => null,
    );
    return ok;
  });
  console.log(`data layer: daily list  ${fmt(sqlDaily)}`);
  const sqlMonthly = await loop(SECONDS, CONNECTIONS, async () => {
    const { from, to } = monthSpan(pick(months));
    const days = await dueDays(db, schoolId, from, to);
    await classMonthly(db, schoolId, days, { month: from.slice(0, 7), clazzId: pick(classIds), pageNum: 1, pageSize: 20 });
    return ok;
  });
  console.log(`data layer: monthly     ${fmt(sqlMonthly)}`);
  await pool.end();

  const { base } = server;
  const { token } = await signIn(base, BENCH_PHONE);
  const ask = (path: string, body: object) => postJson(base, `/api${path}`, body, token) as Promise<{ code: string }>;
  // a holiday answers attendance-2506 as data: the loop counts only a school day's answer
  const schoolDay = async (path: string, body: () => object) => {
    for (;;) {
      const r = await ask(path, body());
      if (r.code !== 'attendance-2506') return r;
    }
  };
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each`);
  // the floor on this machine now: a signed call that reads nothing
  const floor = await loop(SECONDS, CONNECTIONS, () => ask('/iam/v1/common/time', {}));
  console.log(`floor: common/time      ${fmt(floor)}`);
  const daily = await loop(SECONDS, CONNECTIONS, () => schoolDay(E.dailyList.path, () => ({ day: pick(weekdays) })));
  console.log(`class daily list        ${fmt(daily)}`);
  const monthly = await loop(SECONDS, CONNECTIONS, () =>
    schoolDay(E.monthly.path, () => ({ month: pick(months), clazzId: pick(classIds), pageNum: 1, pageSize: 20 })),
  );
  console.log(`class monthly report    ${fmt(monthly)}`);
  const monthlyList = await loop(SECONDS, CONNECTIONS, () => schoolDay(E.monthlyList.path, () => ({ month: pick(months) })));
  console.log(`class monthly list      ${fmt(monthlyList)}`);
  const met = [daily, monthly].every((f) => f.p95 <= 300);
  console.log(met ? 'target met: p95 ≤ 300 ms' : 'TARGET MISSED: p95 > 300 ms');
} finally {
  await server?.stop();
  // BENCH_KEEP=1 leaves the database running for EXPLAIN (its URL printed), until the process is stopped
  if (process.env.BENCH_KEEP === '1') console.log(`kept: ${bench.dbUrl}`);
  else await bench.stop();
}
