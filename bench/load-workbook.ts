import { childImportWorkbook } from '../apps/server/src/modules/garden/children/test-child-workbook.ts';

/**
 * A child-import workbook with `rows` data rows of varied values, so it packs like a real
 * upload: about 112,000 rows make an 8 MB upload that unpacks to 63 MB.
 */
export function loadWorkbook(rows: number): Promise<Buffer> {
  let seed = 1;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return childImportWorkbook(rows, (i) => ({
    name: `负载${i}`,
    gender: i % 2 ? '男' : '女',
    birthday: '2023-03-15',
    idCardType: '居民身份证',
    idCardNo: `3502${Math.floor(rnd() * 1e14)}`,
    nation: '汉族',
    clazz: `小${i % 9}班`,
    studentNo: `S${Math.floor(rnd() * 1e9)}`,
    enrolDate: '2026-09-01',
    g1Name: `家长${Math.floor(rnd() * 1e6)}`,
    g1Relation: '母亲',
    g1Phone: String(13600000000 + Math.floor(rnd() * 1e8)),
    g1Direct: '是',
  }));
}

if (process.argv[1] === import.meta.filename) {
  const t0 = Date.now();
  const buf = await loadWorkbook(Number(process.argv[2] ?? 100_000));
  (await import('node:fs')).writeFileSync(process.argv[3] ?? 'load.xlsx', buf);
  console.log(`${buf.length} bytes in ${Date.now() - t0} ms`);
}
