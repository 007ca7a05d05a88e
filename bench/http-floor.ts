// The floor under any HTTP API over its queries: a bare node:http server that runs a path's fixed
// prepared statements (together, as the API runs them) and answers their rows as JSON, nothing
// else (no signature, session, validation or envelope). Started by side-by-side.ts in its own
// process, as the product's server is.
// Env: DATABASE_URL, PORT, FLOOR_ROUTES (JSON {path: [{text, values}, …]}), FLOOR_POOL.
import http from 'node:http';
import pg from 'pg';

type Query = { text: string; values: unknown[] };
const routes = JSON.parse(process.env.FLOOR_ROUTES!) as Record<string, Query[]>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL ?? 20) });
// one statement name per query, planned once per connection like the server's lists (core/prepared.ts)
const named = new Map(Object.entries(routes).map(([url, qs], k) => [url, qs.map((q, i) => ({ ...q, name: `floor_${k}_${i}` }))]));

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const qs = named.get(req.url ?? '');
      if (!qs) {
        res.writeHead(404);
        res.end();
        return;
      }
      try {
        const rs = await Promise.all(qs.map((q) => pool.query(q)));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'common-0001', message: 'success', data: rs.map((r) => r.rows) }));
      } catch (err) {
        res.writeHead(500);
        res.end(String(err));
      }
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
