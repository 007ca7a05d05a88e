// Load benchmarks of the platform endpoints: `npm run bench`. Prints requests/s and latency.
import autocannon from 'autocannon';
import { encryptPassword } from '../apps/server/src/modules/accounts/sign-in/login-keys.ts';
import { postJson, signedHeaders, signIn, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function report(name: string, r: autocannon.Result) {
  console.log(
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`,
  );
}

const server = await startServer();
console.log(`server ready in ${server.startMs} ms (fresh DATA_DIR: init, migrations, regions, demo data)`);
try {
  const time = await autocannon({
    url: `${server.base}/api/iam/v1/common/time`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
  });
  report('POST common/time', time);

  // Login = key request + argon2id verification; prepare keys and encrypted bodies up front
  // so the measured call is the password check itself, as a browser makes it.
  const LOGINS = Number(process.env.BENCH_LOGINS ?? 600);
  const prepared: { body: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const d = (await postJson(server.base, '/api/iam/v1/no-auth/d', undefined)).data;
    const body = JSON.stringify({ account: '13900000011', password: encryptPassword(d.key, 'Kg@123456'), keyId: d.keyId });
    prepared.push({ body, headers: signedHeaders('/api/iam/v1/web-oauth/common/token', body, d.tempToken) });
  }
  let next = 0;
  const login = await autocannon({
    url: `${server.base}/api/iam/v1/web-oauth/common/token`,
    connections: 10,
    amount: LOGINS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const p = prepared[next++ % prepared.length];
          return { ...req, body: p.body, headers: { ...req.headers, ...p.headers } };
        },
      },
    ],
  });
  report('POST common/token (login)', login);

  const s = await signIn(server.base, '13900000011');
  const infoUrl = '/api/user/v1/tenantry/account/user-info';
  const info = await autocannon({
    url: server.base + infoUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      { method: 'POST', setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...signedHeaders(infoUrl, '', s.token) } }) },
    ],
  });
  report('POST user-info (session)', info);
} finally {
  await server.stop();
}
