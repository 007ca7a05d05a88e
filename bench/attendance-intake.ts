// Attendance intake benchmark: `node --import tsx bench/attendance-intake.ts`. Not run by the tests.
// On a fresh embedded PostgreSQL with the demo world (a card for every child), the first school
// registers BENCH_DEVICES gate readers; then signed batches of BENCH_BATCH card swipes go to the
// intake at BENCH_RATE events a second for BENCH_SECONDS (open loop: a batch leaves on schedule
// whether or not the last one was answered). It reports the events a second sustained, the
// latency of a batch (median, p99), and whether every event sent was stored exactly once.
import { DEVICE_HEADERS, deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { chinaDayStart } from '@kg/shared/time/china';
import { createPool, MAINTENANCE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { signBatch } from '../apps/server/src/modules/attendance/ledger/device-secret.ts';
import { benchDatabase, postJson, signIn, startServer } from './server.ts';

const RATE = Number(process.env.BENCH_RATE ?? 900);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BATCH = Number(process.env.BENCH_BATCH ?? 25);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 8);
/** Batches in flight beyond this are not sent: the run then says it fell behind. */
const MAX_IN_FLIGHT = 256;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

const bench = await benchDatabase('attendance-intake');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const { pool } = createPool(bench.dbUrl, 2, MAINTENANCE_TIMEOUTS);
try {
  server = await startServer({ DATABASE_URL: bench.dbUrl });
  const { base } = server;
  const director = await signIn(base, '13900000011');
  const cards = (
    await pool.query(`select card_no from attendance_cards where school_id = $1 and status = 'active' order by id`, [director.schoolId])
  ).rows.map((r) => r.card_no as string);
  const devices: { id: number; secret: string }[] = [];
  for (let i = 0; i < DEVICES; i++) {
    const add = await postJson(base, `/api${deviceEndpoints.add.path}`, { name: `压测闸机${i + 1}`, kind: 'gate' }, director.token);
    if (add.code !== 'common-0001') throw new Error(`device: ${JSON.stringify(add)}`);
    devices.push(add.data);
  }
  const url = `${base}/api${deviceEndpoints.intake.path}`;
  // this morning in China, so no event lies ahead of the server's clock
  const morning = chinaDayStart(new Date()).getTime() + 7 * 3_600_000;
  const span = Math.max(60_000, Math.min(Date.now() - morning, 3_600_000));
  let seq = 0;
  let sent = 0;
  let failed = 0;
  let behind = 0;
  let inFlight = 0;
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();

  const send = (device: { id: number; secret: string }) => {
    const events = Array.from({ length: BATCH }, () => {
      const n = seq++;
      return {
        eventId: `b-${n}`,
        kind: 'card',
        at: new Date(morning + ((n * 7919) % span)).toISOString(),
        cardNo: cards[n % cards.length],
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
        else failed += BATCH;
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
  const stored = Number((await pool.query('select count(*) as n from attendance_events')).rows[0].n);
  const days = Number((await pool.query('select count(*) as n from attendance_child_days')).rows[0].n);
  console.log(
    `sustained ${(stored / seconds).toFixed(0)} events/s over ${seconds.toFixed(1)} s; batch latency median ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `sent ${seq} events, answered stored ${sent}, stored ${stored} (${days} child days); failed ${failed}, batches not sent (behind) ${behind}`,
  );
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
