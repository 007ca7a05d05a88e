// Audit trail benchmark: `node --import tsx bench/audit.ts`. Not run by the tests.
// On a fresh embedded PostgreSQL with the demo world: a write call (position update, signed in
// as the director) under autocannon with the audit trigger on, off (the positions table's
// trigger disabled) and on again, in req/s; then the chain check over 100,000 entries of one
// institution (rows of a table created by the bench, audited by the trigger the event trigger attaches).
import autocannon from 'autocannon';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { verifyChain } from '../apps/server/src/platform/audit/audit-verify.ts';
import { benchDatabase, signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHAIN = Number(process.env.BENCH_CHAIN ?? 100_000);
/** An institution id no demo institution has: the long chain stays apart from the school's. */
const BENCH_CHAIN_ID = 9_000_000;

const bench = await benchDatabase('audit');
const { dbUrl } = bench;
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const { pool, db } = createPool(dbUrl, 2, MAINTENANCE_TIMEOUTS);
try {
  server = await startServer({ DATABASE_URL: dbUrl });
  const director = await signIn(server.base, '13900000011');
  const ids = (await pool.query('select id from positions where school_id = $1 order by id', [director.schoolId])).rows.map(
    (r) => r.id as number,
  );
  const url = '/api/kid-arch/v1/teacher/job/update';
  let n = 0;
  const run = async (label: string) => {
    const entries0 = (await pool.query('select count(*)::int as n from audit_entries')).rows[0].n as number;
    const r = await autocannon({
      url: server!.base + url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            // every call really changes a row: a new name (unique in the school) on one of its positions
            const i = n++;
            const body = JSON.stringify({ id: ids[i % ids.length], name: `压测${i}`, description: `第${i}次`, sort: i % 100 });
            return { ...req, body, headers: { ...req.headers, ...signedHeaders(url, body, director.token) } };
          },
        },
      ],
    });
    const entries = (await pool.query('select count(*)::int as n from audit_entries')).rows[0].n - entries0;
    console.log(
      `${label.padEnd(12)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}   audit entries written ${entries}`,
    );
    return r.requests.average;
  };
  console.log(`position update, ${CONNECTIONS} connections, ${DURATION} s each:`);
  const on1 = await run('audit on');
  await pool.query('alter table positions disable trigger audit_row');
  const off = await run('audit off');
  await pool.query('alter table positions enable trigger audit_row');
  const on2 = await run('audit on');
  const on = (on1 + on2) / 2;
  console.log(
    `overhead: ${(((off - on) / off) * 100).toFixed(1)}% fewer writes per second with the trail (${on.toFixed(0)} vs ${off.toFixed(0)} req/s)\n`,
  );

  let t0 = performance.now();
  // a table of a new module: the event trigger attaches the audit trigger as it is created
  await pool.query('create table bench_rows (school_id bigint not null, id bigint not null, name text, primary key (school_id, id))');
  await pool.query(`select set_config('kg.audit', '{"accountId":1,"actorName":"压测","module":"bench"}', false)`);
  await pool.query(`insert into bench_rows select $1, g, '名' || g from generate_series(1, $2::int) g`, [BENCH_CHAIN_ID, CHAIN]);
  console.log(`appended ${CHAIN} entries to one chain in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    const check = await verifyChain(db, BENCH_CHAIN_ID);
    console.log(
      `verify ${check.checked} entries: ${(performance.now() - t0).toFixed(0)} ms (in the database ${check.ms} ms), ok=${check.ok}`,
    );
  }
} finally {
  await server?.stop();
  await pool.end();
  await bench.stop();
}
