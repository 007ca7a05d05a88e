import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

const HEADERS = [
  '姓名',
  '性别',
  '出生日期',
  '证件类型',
  '证件号码',
  '民族',
  '班级',
  '学号',
  '入园日期',
  '家长1姓名',
  '家长1关系',
  '家长1手机号',
  '家长1是否监护人',
];

/**
 * A child-import workbook of the template's columns with `rows` data rows of varied values
 * (inline strings, as the streaming writer makes them), so it packs like a real upload:
 * about 112,000 rows make the 8 MB / 63 MB-unpacked upload of issue 9.
 */
export async function loadWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('幼儿');
  ws.addRow(HEADERS).commit();
  let seed = 1;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 1; i <= rows; i++) {
    ws.addRow([
      `负载${i}`,
      i % 2 ? '男' : '女',
      '2023-03-15',
      '居民身份证',
      `3502${Math.floor(rnd() * 1e14)}`,
      '汉族',
      `小${i % 9}班`,
      `S${Math.floor(rnd() * 1e9)}`,
      '2026-09-01',
      `家长${Math.floor(rnd() * 1e6)}`,
      '母亲',
      String(13600000000 + Math.floor(rnd() * 1e8)),
      '是',
    ]).commit();
  }
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

if (process.argv[1] === import.meta.filename) {
  const t0 = Date.now();
  const buf = await loadWorkbook(Number(process.argv[2] ?? 100_000));
  (await import('node:fs')).writeFileSync(process.argv[3] ?? 'load.xlsx', buf);
  console.log(`${buf.length} bytes in ${Date.now() - t0} ms`);
}
