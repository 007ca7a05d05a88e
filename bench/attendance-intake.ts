// Attendance intake benchmark: `node --import tsx bench/attendance-intake.ts`. Not run by the tests.
// On a fresh embedded PostgreSQL with the demo world (a card for every child), the four demo
// schools register BENCH_DEVICES gate readers between them; then signed batches of BENCH_BATCH card swipes go to the
// intake at BENCH_RATE events a second for BENCH_SECONDS (open loop: a batch leaves on schedule
// whether or not the last one was answered). It reports the events a second sustained, the
// latency of a batch (median, p99), and whether every event sent was stored exactly once.
import { DEVICE_HEADERS, deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { signBatch } from '../apps/server/src/modules/attendance/ledger/device-secret.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';

const RATE = Number(process.env.BENCH_RATE ?? 900);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BATCH = Number(process.env.BENCH_BATCH ?? 25);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 8);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
/** Batches in flight beyond this are not sent: the run then says it fell behind. */
const MAX_IN_FLIGHT = 256;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

const bench = await benchDatabase('attendance-intake');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const { pool } = createPool(bench.dbUrl, 2, MAINTENANCE_TIMEOUTS);
try {
  server = await startServer({ DATABASE_URL: bench.dbUrl });
  const { base } = server;
  // the four demo schools' directors each register their gate readers; a device swipes its own school's cards
  const devices: { id: number; secret: string; cards: string[] }[] = [];
  for (const phone of ['13900000011', '13900000012', '13900000013', '13900000014']) {
    const director = await signIn(base, phone);
    const cards = (
      await pool.query(`select card_no from attendance_cards where school_id = $1 and status = 'active' order by id`, [director.schoolId])
    ).rows.map((r) => r.card_no as string);
    for (let i = 0; i < DEVICES / 4; i++) {
      const add = await postJson(base, `/api${deviceEndpoints.add.path}`, { name: `压测闸机${i + 1}`, kind: 'gate' }, director.token);
      if (add.code !== 'common-0001') throw new Error(`device: ${JSON.stringify(add)}`);
      devices.push({ ...add.data, cards });
    }
  }
  const url = `${base}/api${deviceEndpoints.intake.path}`;
  // times spread over the DAYS days before the run (a device flushing its backlog, many schools' mornings):
  // a few events per child and day, as gates give, rather than the same children's day read again and again
  const from = Date.now() - DAYS * 86_400_000;
  let seq = 0;
  let sent = 0;
  let failed = 0;
  let behind = 0;
  let inFlight = 0;
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();

  const send = (device: { id: number; secret: string; cards: string[] }) => {
    const events = Array.from({ length: BATCH }, () => {
      const n = seq++;
      return {
        eventId: `b-${n}`,
        kind: 'card',
        at: new Date(from + ((n * 7_919_993) % (DAYS * 86_400_000 - 60_000))).toISOString(),
        cardNo: device.cards[n % device.cards.length],
      };
    });
    const body = JSON.stringify({ events });
    const time = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      [DEVICE_HEADERS.id]: String(device.id),
      [DEVICE_HEADERS.time]: time,
      [DEVICE_HEADERS.signature]: signBatch(device.secret, time, body),
    };
    const t0 = performance.now();
    inFlight++;
    const p = fetch(url, { method: 'POST', headers, body })
      .then(async (res) => {
        const answer = await res.json();
        latencies.push(performance.now() - t0);
        if (answer.code === 'common-0001') sent += answer.data.accepted + answer.data.refused;
        else {
          if (!failed) console.log(`first refusal: ${JSON.stringify(answer).slice(0, 300)}`);
          failed += BATCH;
        }
      })
      .catch(() => {
        failed += BATCH;
      })
      .finally(() => {
        inFlight--;
        pending.delete(p);
      });
    pending.add(p);
  };

  const intervalMs = (1000 * BATCH) / RATE;
  const batches = Math.round((SECONDS * RATE) / BATCH);
  console.log(`intake: ${RATE} events/s in batches of ${BATCH} from ${DEVICES} devices for ${SECONDS} s (${batches} batches)`);
  // where the database's time goes: what each busy connection waits on (or runs), sampled every 200 ms
  const waits = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rows = (
        await pool.query(`select coalesce(wait_event_type || ':' || wait_event, 'cpu') as w, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70) as q
            from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`)
      ).rows as { w: string; q: string }[];
      for (const r of rows) waits.set(`${r.w} | ${r.q}`, (waits.get(`${r.w} | ${r.q}`) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const start = performance.now();
  for (let i = 0; i < batches; i++) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= MAX_IN_FLIGHT) {
      behind++;
      continue;
    }
    send(devices[i % devices.length]);
  }
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  sampling = false;
  await sampler;
  // the run's own events (their ids start b-): the demo's week of events is in the ledger too
  const stored = Number((await pool.query(`select count(*) as n from attendance_events where device_event_id like 'b-%'`)).rows[0].n);
  const days = Number((await pool.query('select count(*) as n from attendance_child_days')).rows[0].n);
  console.log(
    `sustained ${(stored / seconds).toFixed(0)} events/s over ${seconds.toFixed(1)} s; batch latency median ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `sent ${seq} events, answered stored ${sent}, stored ${stored} (${days} child days); failed ${failed}, batches not sent (behind) ${behind}`,
  );
  const samples = [...waits.values()].reduce((a, b) => a + b, 0);
  console.log(`busy connections sampled every 200 ms (${samples} samples), top waits:`);
  for (const [k, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(5)}  ${k}`);
  console.log(
    stored === seq && stored === sent && failed === 0 && behind === 0
      ? 'nothing lost: count sent = count stored'
      : 'MISMATCH or refusals: see the counts above',
  );
} finally {
  await pool.end();
  await server?.stop();
  await bench.stop();
}
