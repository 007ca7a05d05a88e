// Workbook toolkit figures: `node --import tsx bench/workbook.ts` (each case in its own process).
// - read: readWorkbook of a 5,000-row child import workbook (zip checks, parse, typed rows)
// - export: exportWorkbook of 25,000 rows over real HTTP (keyset-paged source, written on a worker thread, streamed to a client)
// Prints wall and CPU time (CPU time is the fairer figure on a busy machine) and the peak RSS / heap above the process's baseline (sampled every 5 ms).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import type { AppContext } from '../apps/server/src/core/context.ts';
import { WorkerPool } from '../apps/server/src/core/worker-pool.ts';
import { exportWorkbook, keysetPages, readWorkbook, type WorkbookColumn } from '../apps/server/src/platform/workbook/index.ts';

const COLUMNS = [
  { key: 'name', header: '姓名', required: true },
  { key: 'gender', header: '性别' },
  { key: 'birthday', header: '出生日期', type: 'date' },
  { key: 'idCardType', header: '证件类型' },
  { key: 'idCardNo', header: '证件号码', width: 22 },
  { key: 'clazz', header: '班级' },
  { key: 'enrolDate', header: '入园日期', type: 'date' },
  { key: 'guardian', header: '家长姓名' },
  { key: 'phone', header: '家长手机号' },
  { key: 'relation', header: '关系' },
] as const satisfies readonly WorkbookColumn[];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const row = (i: number) => ({
  name: `${SURNAMES[i % 20]}${['子涵', '欣怡', '梓轩', '雨桐', '浩然', '一诺'][i % 6]}${i}`,
  gender: i % 2 ? '男' : '女',
  birthday: `20${20 + (i % 4)}-0${1 + (i % 9)}-1${i % 10}`,
  idCardType: '居民身份证',
  idCardNo: `35021220${20 + (i % 4)}0${1 + (i % 9)}1${i % 10}${String(i % 1000).padStart(3, '0')}X`,
  clazz: ['小一班', '小二班', '中一班', '中二班', '大一班', '大二班'][i % 6],
  enrolDate: '2026-09-01',
  guardian: `${SURNAMES[i % 20]}女士`,
  phone: `139${String(10_000_000 + i).slice(-8)}`,
  relation: '母亲',
});

function sampler() {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 5);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  return () => {
    const cpu = process.cpuUsage(c0);
    clearInterval(timer);
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    return {
      ms: Math.round(performance.now() - t0),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      peakRssMb: mb(rss),
      rssAboveBaseMb: mb(rss - base.rss),
      peakHeapMb: mb(heap),
      heapAboveBaseMb: mb(heap - base.heapUsed),
    };
  };
}

/** The upload to read, written by the parent process so the reading process starts clean. */
async function makeUpload(file: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('幼儿');
  ws.addRow(COLUMNS.map((c) => c.header));
  for (let i = 0; i < 5000; i++) ws.addRow(Object.values(row(i)));
  fs.writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
}

async function benchRead(file: string) {
  const buf = fs.readFileSync(file);
  const stop = sampler();
  const rows = await readWorkbook(buf, { maxBytes: 10 * 1024 * 1024, maxRows: 5000, columns: COLUMNS });
  const r = stop();
  if (rows.length !== 5000 || rows.some((x) => x.problems.length)) throw new Error('read failed');
  console.log(
    `read   5,000 rows (${(buf.length / 1024).toFixed(0)} KB xlsx): ${r.ms} ms wall (${r.cpuMs} ms CPU), peak RSS ${r.peakRssMb} MB (+${r.rssAboveBaseMb}), peak heap ${r.peakHeapMb} MB (+${r.heapAboveBaseMb})`,
  );
}

async function benchExport(total: number) {
  const app = Fastify();
  // exportWorkbook writes on a worker thread of the app's pool
  const workers = new WorkerPool();
  app.decorate('ctx', { workers } as unknown as AppContext);
  app.addHook('onClose', () => workers.close());
  app.get('/export', async (_req, reply) => {
    // a keyset-paged source of 1,000-row pages, as from the database
    const rows = keysetPages<ReturnType<typeof row> & { id: number }>(async (after, limit) => {
      const from = (after?.id ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 2)); // a query round trip
      return Array.from({ length: Math.max(0, Math.min(limit, total - from + 1)) }, (_, k) => ({ id: from + k, ...row(from + k) }));
    });
    return exportWorkbook(reply, { fileName: '幼儿名单.xlsx', columns: COLUMNS, rows });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const stop = sampler();
  const res = await fetch(`http://127.0.0.1:${port}/export`);
  if (!res.ok) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const r = stop();
  await app.close();
  console.log(
    `export ${total.toLocaleString('en')} rows (${(bytes / 1024 / 1024).toFixed(1)} MB xlsx over HTTP): ${r.ms} ms wall (${r.cpuMs} ms CPU, server and client in one process), peak RSS ${r.peakRssMb} MB (+${r.rssAboveBaseMb}), peak heap ${r.peakHeapMb} MB (+${r.heapAboveBaseMb})`,
  );
}

const which = process.argv[2];
if (which === 'read') await benchRead(process.argv[3]);
else if (which === 'export') await benchExport(Number(process.argv[3] ?? 25_000));
else {
  const upload = path.join(os.tmpdir(), `kg-bench-${process.pid}.xlsx`);
  await makeUpload(upload);
  for (const args of [
    ['read', upload],
    ['export', '25000'],
    ['export', '100000'],
  ]) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, ...args], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  fs.rmSync(upload, { force: true });
}
