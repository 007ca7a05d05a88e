// Server responsiveness during heavy uploads: `node --import tsx bench/import-load.ts`. Not run by the tests.
// The product in its own process (embedded PostgreSQL, demo data): four 8 MB child-import workbooks
// (~63 MB unpacked, over the row limit, so each is read whole and refused) are uploaded at once while
// `/api/health` and an ordinary signed call (the grade options) are sent every 20 ms, each without
// waiting for the previous answer. Prints p50/p99/max of both and each import's duration and answer.
// IMPORT_ROWS and IMPORTS change the shape; LOAD_XLSX reuses a written workbook.
import fs from 'node:fs';
import { loadWorkbook } from './load-workbook.ts';
import { signedHeaders, signIn, startServer, uploadChildren } from './server.ts';

const ROWS = Number(process.env.IMPORT_ROWS ?? 104_000);
const IMPORTS = Number(process.env.IMPORTS ?? 4);
const EVERY_MS = 20;
const DIRECTOR = '13900000011';

/** Fires `call` every EVERY_MS until `until` settles; answers the latencies (ms) and the failures (no answer in 30 s, or not 200). */
async function pinger(call: (signal: AbortSignal) => Promise<Response>, until: Promise<unknown>) {
  const times: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  let done = false;
  const stop = () => {
    done = true;
  };
  void until.then(stop, stop);
  while (!done) {
    const t0 = performance.now();
    pending.push(
      call(AbortSignal.timeout(30_000))
        .then(async (r) => {
          await r.arrayBuffer();
          if (!r.ok) failed++;
          times.push(performance.now() - t0);
        })
        .catch(() => {
          failed++;
          times.push(performance.now() - t0);
        }),
    );
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
  await Promise.all(pending);
  return { times, failed };
}

function stats(name: string, { times, failed }: { times: number[]; failed: number }) {
  const s = [...times].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(0);
  console.log(
    `${name.padEnd(22)} ${String(s.length).padStart(5)} calls   p50 ${at(50).padStart(5)} ms   p99 ${at(99).padStart(5)} ms   max ${s[s.length - 1].toFixed(0).padStart(5)} ms   failed ${failed}`,
  );
}

const server = await startServer();
process.once('SIGTERM', () => void server.stop().then(() => process.exit(1)));
try {
  const { token } = await signIn(server.base, DIRECTOR);
  const file =
    process.env.LOAD_XLSX && fs.existsSync(process.env.LOAD_XLSX) ? fs.readFileSync(process.env.LOAD_XLSX) : await loadWorkbook(ROWS);
  if (process.env.LOAD_XLSX) fs.writeFileSync(process.env.LOAD_XLSX, file);
  console.log(`workbook: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB; ${IMPORTS} concurrent imports`);

  const gradeUrl = '/api/kid-arch/v1/teacher/grade/query-grade-option';
  const health = (signal: AbortSignal) => fetch(`${server.base}/api/health`, { signal });
  const ordinary = (signal: AbortSignal) =>
    fetch(server.base + gradeUrl, { method: 'POST', headers: signedHeaders(gradeUrl, '{}', token), body: '{}', signal });

  // quiet figures first, for comparison
  const quiet = new Promise((r) => setTimeout(r, 1000));
  const [qh, qo] = await Promise.all([pinger(health, quiet), pinger(ordinary, quiet)]);
  stats('health (quiet)', qh);
  stats('ordinary (quiet)', qo);

  const t0 = performance.now();
  const imports = Promise.all(Array.from({ length: IMPORTS }, () => uploadChildren(server.base, token, file)));
  const [h, o, results] = await Promise.all([pinger(health, imports), pinger(ordinary, imports), imports]);
  console.log(`imports done in ${(performance.now() - t0).toFixed(0)} ms`);
  for (const r of results)
    console.log(`  import: ${r.ms.toFixed(0)} ms, ${r.status} ${r.body.code}${r.retryAfter ? ` (Retry-After ${r.retryAfter})` : ''}`);
  stats('health (imports)', h);
  stats('ordinary (imports)', o);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await server.stop();
}
