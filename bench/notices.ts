// Notification centre benchmark: `node --import tsx bench/notices.ts`. Not run by the tests.
// On a fresh embedded PostgreSQL with the demo world, 500 more staff join the first school. It
// measures notify() to those 500 (by accounts and by role; median and p95 of repeated runs, and
// once with text messages through the recording provider), then the bell's unread-count call
// under autocannon at 50 connections, signed in as 50 different staff, and says how that
// compares with 500 open sessions each polling every 30 s.
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/core/password.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { notify } from '../apps/server/src/platform/notices/notify.ts';
import { RecordingWechatTemplates } from '../apps/server/src/platform/notices/wechat-template-provider.ts';
import { RecordingSms } from '../apps/server/src/platform/sms/index.ts';
import { benchDatabase, signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RECIPIENTS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** The bell polls every 30 s: what 500 open sessions ask of the server each second. */
const POLL_S = 30;
const SESSIONS = 500;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

const bench = await benchDatabase('notices');
const { dbUrl } = bench;
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const { pool, db } = createPool(dbUrl, 5, MAINTENANCE_TIMEOUTS);
try {
  // the server migrates and seeds the demo world on its first start
  server = await startServer({ DATABASE_URL: dbUrl });
  const school = (await pool.query(`select id from institutions where name = '阳光第一幼儿园'`)).rows[0].id as number;
  const hash = await hashPassword('Kg@123456');
  // 500 staff holding the school's teacher role (phones 188…, outside the demo's ranges)
  await pool.query(
    `with a as (insert into accounts (phone, password_hash, real_name)
        select '188' || lpad(g::text, 8, '0'), $2, '压测' || g from generate_series(1, ${RECIPIENTS}) g returning id, real_name),
      m as (insert into members (institution_id, account_id, real_name) select $1, id, real_name from a returning id)
    insert into member_roles (institution_id, member_id, role_id)
      select $1, m.id, r.id from m, roles r where r.institution_id = $1 and r.builtin = 'teacher'`,
    [school, hash],
  );
  const ids = (await pool.query(`select id from accounts where phone like '188%' order by id`)).rows.map((r) => r.id as number);
  const ctx = { db, sms: new RecordingSms(db), wechatTemplates: new RecordingWechatTemplates() };
  const title = { zh: '压测通知', en: 'Bench notice' };

  const time = async (label: string, run: () => Promise<{ accountIds: number[] }>) => {
    const ms: number[] = [];
    let n = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      n = (await run()).accountIds.length;
      ms.push(performance.now() - t0);
    }
    console.log(
      `${label.padEnd(40)} ${n} recipients   median ${pct(ms, 50).toFixed(1).padStart(6)} ms   p95 ${pct(ms, 95).toFixed(1).padStart(6)} ms`,
    );
  };
  console.log(`notify(), ${RUNS} runs each:`);
  await time('by accounts (500 ids)', () => notify(ctx, { schoolId: school, accounts: ids }, { source: 'system', title }));
  await time("by role ('teacher')", () => notify(ctx, { schoolId: school, roles: ['teacher'] }, { source: 'system', title }));
  const t0 = performance.now();
  await notify(ctx, { schoolId: school, accounts: ids }, { source: 'system', title, channels: ['sms', 'wechat'] });
  console.log(`${'with sms + wechat outbox (once)'.padEnd(40)} ${ids.length} recipients   ${(performance.now() - t0).toFixed(1)} ms`);
  const rows = (await pool.query('select count(*)::int as n from notices')).rows[0].n;
  console.log(`notices table now holds ${rows} rows\n`);

  // 50 different sessions, as 50 people polling; each has ~2×RUNS unread messages
  const tokens: string[] = [];
  for (let i = 1; i <= CONNECTIONS; i++) tokens.push((await signIn(server.base, `188${String(i).padStart(8, '0')}`)).token);
  const url = '/api/platform/v1/notice/unread-count';
  let next = 0;
  const r = await autocannon({
    url: server.base + url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...signedHeaders(url, '', tokens[next++ % tokens.length]) } }),
      },
    ],
  });
  const need = SESSIONS / POLL_S;
  console.log(
    `unread-count, ${CONNECTIONS} connections, ${DURATION} s: ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`,
  );
  console.log(
    `${SESSIONS} sessions polling every ${POLL_S} s ask ${need.toFixed(1)} req/s: ${(r.requests.average / need).toFixed(0)}× headroom on this machine`,
  );
} finally {
  await server?.stop();
  await pool.end();
  await bench.stop();
}
