// The floor under any HTTP API over one query: a bare node:http server that runs a fixed prepared
// statement and answers its rows as JSON, nothing else (no signature, session, validation or
// envelope). Started by garden-children.ts in its own process, as the product's server is.
// Env: DATABASE_URL, PORT, FLOOR_QUERY (JSON {text, values}), FLOOR_POOL.
import http from 'node:http';
import pg from 'pg';

const q = JSON.parse(process.env.FLOOR_QUERY!) as { text: string; values: unknown[] };
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL ?? 20) });
const name = 'floor_query';

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        const r = await pool.query({ name, text: q.text, values: q.values });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'common-0001', data: r.rows }));
      } catch (err) {
        res.writeHead(500);
        res.end(String(err));
      }
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
