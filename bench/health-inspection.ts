// Daily health records benchmark: `node --import tsx bench/health-inspection.ts`. Not run by the tests.
// BENCH_SCHOOLS schools (default 50) × 500 children (bench data of garden-load.ts), a year of
// weekdays of three checks each (50 schools ≈ 20 M records), bulk-inserted with one INSERT …
// SELECT per school, then the per-class day counts from them. Then 20 callers loop for
// BENCH_SECONDS on the month matrix (a class, last month, first page) and the daily list (a
// school's day, first page), and on one check save when the check entry answers; p50/p95/p99 printed.
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

// China's today and the weekdays of the year before it
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const DAYS = `select d::date as day from generate_series($2::date - 365, $2::date - 1, interval '1 day') d where extract(isodow from d) < 6`;

const bench = await benchDatabase('health_inspection');
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
  // a year of history loaded at once is not a change anyone made: the audit trail's row trigger
  // (one chained entry per row) stays off for the load, as for a data migration
  await pool.query('alter table inspect_records disable trigger audit_row');
  await pool.query('alter table inspect_class_days disable trigger audit_row');
  const t0 = Date.now();
  for (const schoolId of schoolIds) {
    // results by a hash of child, day and slot: about 94 % normal, 3 % abnormal (half of them fevers), 2 % sick, 1 % other absence
    await pool.query(
      `with s as (select id, class_id from students where school_id = $1 and status = 1),
        dir as (select id from members where institution_id = $1 and is_admin order by id limit 1),
        c as (select s.id, s.class_id, d.day, slot, abs(hashint8(s.id * 100000 + (d.day - date '2000-01-01') * 3 + slot)) % 100 as h
          from s cross join (${DAYS}) d cross join generate_series(1, 3) slot)
      insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, findings, symptom_groups, measures, recorded_by)
      select $1, c.day, c.slot, c.id, c.class_id,
        case when c.h < 94 then 'normal' when c.h < 97 then 'abnormal' when c.h < 99 then 'absent-sick' else 'absent-other' end,
        case when c.h < 94 then 36.2 + (c.h % 8) / 10.0 when c.h < 97 then case when c.h % 2 = 0 then 37.6 else 36.8 end end,
        case when c.h between 94 and 96 then '[{"itemId": 1, "finding": "咳嗽"}]'::jsonb else '[]'::jsonb end,
        case when c.h between 94 and 96 then case when c.h % 2 = 0 then '{fever}'::text[] else '{cough}'::text[] end else '{}'::text[] end,
        case when c.h between 94 and 96 then '通知家长' end, dir.id
      from c, dir`,
      [schoolId, today],
    );
  }
  const loaded = Date.now() - t0;
  await pool.query(
    `insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick, absent_other)
    select r.school_id, r.class_id, r.day, r.slot,
      (select count(*) from students s where s.school_id = r.school_id and s.class_id = r.class_id and s.status = 1),
      count(*) filter (where r.result in ('normal', 'abnormal')), count(*) filter (where r.result = 'abnormal'),
      count(*) filter (where r.temperature >= 37.3), count(*) filter (where r.result = 'absent-sick'),
      count(*) filter (where r.result = 'absent-other')
    from inspect_records r group by r.school_id, r.class_id, r.day, r.slot`,
  );
  // the three check windows a new school starts with (the loader makes schools without them)
  await pool.query(
    `insert into inspect_slots (school_id, slot, starts, ends)
    select i.id, w.slot, w.starts::time, w.ends::time from institutions i
    cross join (values (1, '07:00', '09:30'), (2, '11:30', '12:30'), (3, '15:30', '17:30')) w(slot, starts, ends)
    where i.id = any($1::bigint[]) on conflict do nothing`,
    [schoolIds],
  );
  await pool.query('alter table inspect_records enable trigger audit_row');
  await pool.query('alter table inspect_class_days enable trigger audit_row');
  await pool.query('analyze');
  const { rows: counted } = await pool.query(
    'select (select count(*) from inspect_records)::int as r, (select count(*) from inspect_class_days)::int as d',
  );
  console.log(
    `${SCHOOLS} schools × 500 children: ${counted[0].r} records in ${(loaded / 1000).toFixed(1)} s, ${counted[0].d} class-day counts after ${((Date.now() - t0) / 1000).toFixed(1)} s; ${CONNECTIONS} callers, ${SECONDS} s each`,
  );

  server = await startServer({ DATABASE_URL: bench.dbUrl, SEED_DEMO: '0' });
  const { token, schoolId } = await signIn(server.base, BENCH_PHONE);
  const W = '/api/attendance/v1/school/inspectStatistic/web';
  const { rows: cls } = await pool.query('select id from classes where school_id = $1 order by id', [schoolId]);
  const { rows: days } = await pool.query(
    `select max(day)::text as day, to_char(max(day) - 31, 'YYYY-MM') as month from inspect_records where school_id = $1`,
    [schoolId],
  );
  const month = days[0].month;
  // what one call answers, so the figures are of real pages
  const m0 = (await postJson(server.base, `${W}/monthRecordList`, { clazzId: Number(cls[0].id), month, pageSize: 20 }, token)).data;
  const d0 = (await postJson(server.base, `${W}/dailyRecordList`, { day: days[0].day, pageSize: 20 }, token)).data;
  console.log(
    `a month page: ${m0.list.length} of ${m0.total} children × ${m0.daysInMonth} days; a day: ${d0.list.length} of ${d0.total} checks, ${d0.classTotals.length} classes`,
  );
  let i = 0;
  console.log(
    `monthRecordList (a class of 16 in turn, ${month}, first page of 20)\n  ${fmt(
      await loop(() =>
        postJson(server!.base, `${W}/monthRecordList`, { clazzId: Number(cls[i++ % cls.length].id), month, pageSize: 20 }, token),
      ),
    )}`,
  );
  console.log(
    `dailyRecordList (the school's ${days[0].day}, first page of 20)\n  ${fmt(
      await loop(() => postJson(server!.base, `${W}/dailyRecordList`, { day: days[0].day, pageSize: 20 }, token)),
    )}`,
  );
  // one check save per call, each a different child today, once the check entry answers
  const { rows: kids } = await pool.query('select id from students where school_id = $1 and status = 1 order by id', [schoolId]);
  const save = (studentId: number) =>
    postJson(
      server!.base,
      '/api/attendance/v1/school/inspectRecord/save',
      { day: today, slot: 1, studentId, result: 'normal', temperature: 36.5 },
      token,
    );
  const probe = await save(Number(kids[0].id));
  if (probe.code === 'common-0001') {
    let k = 1;
    console.log(`check save (one child each, today)\n  ${fmt(await loop(() => (k < kids.length ? save(Number(kids[k++].id)) : null)))}`);
  } else console.log(`check save: not measured (${JSON.stringify(probe)})`);
  await pool.end();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  await bench.stop();
}
