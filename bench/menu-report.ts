// Weekly menu nutrient report benchmark: `node --import tsx bench/menu-report.ts`. Not run by the tests.
// The product on a fresh DATA_DIR with its demo data (four weeks of menus per demo school, built
// from sixty dishes with their ingredients); the health teacher of school 1 asks for the report of
// each of its weeks in turn, BENCH_CONNECTIONS (default 20) callers for BENCH_SECONDS (default 10);
// p50/p95/p99 printed. Each report is four statements over menu_dishes × dish_ingredients ×
// food_composition plus the school's intakes and headcount.
import { fmt, loop } from './latency.ts';
import { postJson, signIn, startServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const P = '/api/garden/v1/teacher/ck/cookbook';

const server = await startServer();
console.log(`server ready in ${server.startMs} ms (fresh DATA_DIR: init, migrations, demo data)`);
try {
  const s = await signIn(server.base, '13900000022');
  const weeks = await postJson(server.base, `${P}/week/page`, { pageSize: 10 }, s.token);
  const ids: number[] = weeks.data.list.map((w: { id: number }) => w.id);
  if (!ids.length) throw new Error(`no demo weeks: ${JSON.stringify(weeks)}`);
  const sample = await postJson(server.base, `${P}/report/week`, { id: ids[0] }, s.token);
  console.log(
    `${ids.length} weeks; a report: ${sample.data.days.length} days, ${sample.data.quantities.length} quantity rows, headcount ${sample.data.headcount}`,
  );
  let next = 0;
  const f = await loop(SECONDS, CONNECTIONS, () => postJson(server.base, `${P}/report/week`, { id: ids[next++ % ids.length] }, s.token));
  console.log(`report/week  ${CONNECTIONS} connections  ${fmt(f)}`);
} finally {
  await server.stop();
}
