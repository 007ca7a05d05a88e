// Child import figures: `node --import tsx bench/child-import.ts`. Not run by the tests.
// The product in its own process (embedded PostgreSQL, demo data): a director imports 5,000
// children (50 new classes × 100, one guardian each) through the real upload call, then the
// same workbook with one bad row (refused whole, report written). Time per call and the
// server's resident memory (VmRSS before, VmHWM = peak after) from /proc.
import fs from 'node:fs';
import { childWorkbook } from '../e2e/child-workbook.ts';
import { postJson, signIn, startServer, uploadChildren } from './server.ts';

const ROWS = 5000;
const CLASSES = 50;
const DIRECTOR = '13900000011';

const memMb = (pid: number, key: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

const server = await startServer();
try {
  const { token } = await signIn(server.base, DIRECTOR);
  const grades = (await postJson(server.base, '/api/kid-arch/v1/teacher/grade/query-grade-option', {}, token)).data as { id: number }[];
  const names = Array.from({ length: CLASSES }, (_, i) => `导入${String(i + 1).padStart(2, '0')}班`);
  for (const name of names) {
    const r = await postJson(server.base, '/api/kid-arch/v1/teacher/clazz/add', { gradeId: grades[0].id, name, maxStudents: 100 }, token);
    if (r.code !== 'common-0001') throw new Error(`class: ${JSON.stringify(r)}`);
  }
  const clazz = (row: number) => names[Math.floor((row - 1) / (ROWS / CLASSES))];
  const good = await childWorkbook({ count: ROWS, clazz, prefix: '导入', phoneBase: 13600000000 });
  const bad = await childWorkbook({
    count: ROWS,
    clazz,
    prefix: '拒绝',
    phoneBase: 13500000000,
    faults: [{ row: ROWS, kind: 'badPhone' }],
  });
  console.log(
    `workbook: ${ROWS} rows, ${(good.length / 1024).toFixed(0)} KB; server RSS before ${memMb(server.pid, 'VmRSS').toFixed(1)} MB (peak so far ${memMb(server.pid, 'VmHWM').toFixed(1)} MB)`,
  );

  const refused = await uploadChildren(server.base, token, bad);
  if (refused.body.code !== 'file-0012') throw new Error(`refusal: ${JSON.stringify(refused.body).slice(0, 300)}`);
  console.log(
    `refused import (1 bad row of ${ROWS}): ${refused.ms.toFixed(0)} ms, ${refused.body.data.failed?.length} row reported, nothing written; server peak RSS ${memMb(server.pid, 'VmHWM').toFixed(1)} MB`,
  );

  const done = await uploadChildren(server.base, token, good);
  if (done.body.code !== 'common-0001' || done.body.data.count !== ROWS)
    throw new Error(`import: ${JSON.stringify(done.body).slice(0, 300)}`);
  console.log(
    `import ${ROWS} children with guardians: ${done.ms.toFixed(0)} ms (${(ROWS / (done.ms / 1000)).toFixed(0)} rows/s); server peak RSS ${memMb(server.pid, 'VmHWM').toFixed(1)} MB, RSS after ${memMb(server.pid, 'VmRSS').toFixed(1)} MB`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await server.stop();
}
