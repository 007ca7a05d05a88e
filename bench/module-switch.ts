// What the module switches cost a signed-in call: `node --import tsx bench/module-switch.ts`.
// user-info (session only) and a garden list (a coded call of a switchable module, checked in serve()).
import autocannon from 'autocannon';
import { signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startServer();
try {
  const s = await signIn(server.base, '13900000011');
  for (const url of ['/api/user/v1/tenantry/account/user-info', '/api/kid-arch/v1/teacher/job/query-list']) {
    const r = await autocannon({
      url: server.base + url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...signedHeaders(url, '', s.token) } }) }],
    });
    console.log(
      `${url.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx + r.errors}`,
    );
  }
} finally {
  await server.stop();
}
