// Approvals benchmark: `node --import tsx bench/workflow.ts`. Not run by the tests.
// One school (bench data of garden-load.ts) with 10,000 requests of one process, 30 % of them
// waiting for the director; then 20 callers loop for BENCH_SECONDS on the director's todo inbox
// (first page) and, separately, approve waiting requests one each, and the p50/p95/p99 of both
// are printed. Requests are bulk-inserted with the rows the engine writes (steps, approvers, history).
import { hashPassword } from '../apps/server/src/core/password.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { BENCH_PHONE, loadGardenData } from './garden-load.ts';
import { fmt, loop as latencyLoop } from './latency.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);

const loop = (call: () => Promise<{ code: string }> | null) => latencyLoop(SECONDS, CONNECTIONS, call);

const bench = await benchDatabase('workflow');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { pool, db } = createPool(bench.dbUrl, 5, MAINTENANCE_TIMEOUTS);
  await runMigrations(db);
  const client = await pool.connect();
  try {
    await loadGardenData(client, { schools: 1, children: 100, staff: 20, passwordHash: await hashPassword('Kg@123456') });
  } finally {
    client.release();
  }
  server = await startServer({ DATABASE_URL: bench.dbUrl, SEED_DEMO: '0' });
  const { token, schoolId } = await signIn(server.base, BENCH_PHONE);
  const P = '/api/workflow/v1/teacher/process';
  const form = [
    { key: 'days', label: '天数', type: 'number', required: true, min: 0.5, max: 30 },
    { key: 'reason', label: '事由', type: 'textarea', required: true },
  ];
  const added = await postJson(
    server.base,
    `${P}/add`,
    { kind: 'vacation', name: '教职工休假', form, chain: [{ name: '园长审批', approverKind: 'director' }] },
    token,
  );
  if (added.code !== 'common-0001') throw new Error(JSON.stringify(added));
  const t0 = Date.now();
  await pool.query(
    `with p as (select id, current_version_id as v from workflow_processes where school_id = $1),
      dir as (select id from members where institution_id = $1 and is_admin order by id limit 1),
      staff as (select array_agg(id) as ids from members where institution_id = $1 and not is_admin),
      r as (insert into workflow_requests (school_id, process_id, version_id, applicant_id, status, "values", summary, current_step, submitted_at, finished_at)
        select $1, p.id, p.v, staff.ids[1 + g % array_length(staff.ids, 1)],
          case when g % 10 < 3 then 'waiting' when g % 10 < 9 then 'approved' else 'rejected' end,
          jsonb_build_object('days', 1 + g % 5, 'reason', '事由 ' || g), '天数: ' || (1 + g % 5), case when g % 10 < 3 then 0 end,
          now() - make_interval(mins => g), case when g % 10 >= 3 then now() - make_interval(mins => g - 30) end
        from generate_series(1, $2) g, p, staff returning id, status),
      s as (insert into workflow_steps (school_id, request_id, idx, name, approver_kind, mode, state, started_at)
        select $1, r.id, 0, '园长审批', 'director', 'any', case r.status when 'waiting' then 'waiting' else r.status end, now() from r
        returning id, request_id, state),
      a as (insert into workflow_step_approvers (school_id, step_id, member_id, request_id, decision, decided_at)
        select $1, s.id, dir.id, s.request_id, case s.state when 'approved' then 'approve' when 'rejected' then 'reject' end,
          case when s.state <> 'waiting' then now() end from s, dir returning 1)
    insert into workflow_history (school_id, request_id, action, actor_id, step_name)
    select $1, r.id, 'submit', (select applicant_id from workflow_requests x where x.school_id = $1 and x.id = r.id), null from r
    union all
    select $1, r.id, case r.status when 'approved' then 'approve' else 'reject' end, dir.id, '园长审批' from r, dir where r.status <> 'waiting'`,
    [schoolId, REQUESTS],
  );
  await pool.query('analyze');
  console.log(`loaded ${REQUESTS} requests in ${Date.now() - t0} ms; ${CONNECTIONS} callers, ${SECONDS} s each`);

  const I = '/api/workflow/v1/teacher/instance';
  const todoTotal = (await postJson(server.base, `${I}/todo`, { pageSize: 20 }, token)).data.total;
  console.log(
    `todo inbox (director, ${todoTotal} waiting, first page)\n  ${fmt(await loop(() => postJson(server!.base, `${I}/todo`, { pageSize: 20 }, token)))}`,
  );
  console.log(
    `done inbox (director, first page)\n  ${fmt(await loop(() => postJson(server!.base, `${I}/done`, { pageSize: 20 }, token)))}`,
  );
  const waiting = (
    await pool.query(`select id from workflow_requests where school_id = $1 and status = 'waiting' order by id`, [schoolId])
  ).rows.map((r) => Number(r.id));
  console.log(
    `approve (one waiting request each)\n  ${fmt(
      await loop(() => {
        const id = waiting.pop();
        return id === undefined ? null : postJson(server!.base, `${I}/approve`, { id }, token);
      }),
    )}`,
  );
  // the fixed cost of any signed-in call (signature, session, envelope) on this machine, for scale
  console.log(
    `baseline: user-info\n  ${fmt(await loop(() => postJson(server!.base, '/api/user/v1/tenantry/account/user-info', {}, token)))}`,
  );
  await pool.end();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await server.stop();
  await bench.stop();
}
