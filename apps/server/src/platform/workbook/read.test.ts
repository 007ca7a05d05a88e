import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { readWorkbook } from './read.ts';
import { makeWorkbook, makeZip } from './test-fixtures.ts';
import type { WorkbookColumn } from './types.ts';

const columns = [
  { key: 'name', header: '姓名', headerEn: 'Name', required: true },
  { key: 'idCardNo', header: '证件号码' },
  { key: 'birthday', header: '出生日期', type: 'date' },
  { key: 'height', header: '身高', type: 'number', optional: true },
  { key: 'seats', header: '座位数', type: 'integer', optional: true },
] as const satisfies readonly WorkbookColumn[];

const opts = { maxBytes: 5 * 1024 * 1024, maxRows: 100, columns };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
  return 'no error';
}

/** The two entries every workbook has, so the zip checks reach the bomb checks. */
const workbookEntries = () => [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

describe('readWorkbook', () => {
  it('reads typed rows with the row numbers the user sees, skipping blank rows', async () => {
    const buf = await makeWorkbook(
      ['*姓名', '证件号码', '出生日期', '身高', '备注'],
      [
        ['张三', '350212202001011234', new Date(Date.UTC(2020, 0, 1)), 98.5, 'x'],
        [null, null, null, null, null],
        ['李四', 350212, '2020/2/29', '101', null],
        ['王五', null, '2021年3月5日', null, null],
        ['赵六', null, 44927, null, null],
      ],
    );
    const rows = await readWorkbook(buf, opts);
    expect(rows.map((r) => r.row)).toEqual([2, 4, 5, 6]);
    expect(rows[0].values).toEqual({ name: '张三', idCardNo: '350212202001011234', birthday: '2020-01-01', height: 98.5, seats: null });
    expect(rows[1].values).toMatchObject({ idCardNo: '350212', birthday: '2020-02-29', height: 101 });
    expect(rows[2].values.birthday).toBe('2021-03-05');
    expect(rows[3].values.birthday).toBe('2023-01-01'); // Excel day serial
    expect(rows.every((r) => r.problems.length === 0)).toBe(true);
  });

  it('matches English headers too', async () => {
    const rows = await readWorkbook(await makeWorkbook(['Name', '证件号码', '出生日期'], [['Amy', 'X1', '2019-05-06']]), opts);
    expect(rows[0].values.name).toBe('Amy');
  });

  it('reports cells that do not fit their column as row problems, not as errors', async () => {
    const buf = await makeWorkbook(
      ['姓名', '证件号码', '出生日期', '身高', '座位数'],
      // biome-ignore lint/correctness/noPrecisionLoss: an ID typed as a number cell loses digits, which is what this row tests
      [['甲', 350212202001011234, '2020-02-30', 'tall', 2.5]],
    );
    const [row] = await readWorkbook(buf, opts);
    expect(row.problems.map((p) => p.key)).toEqual(['idCardNo', 'birthday', 'height', 'seats']);
    expect(row.problems[0].zh).toMatch(/文本格式/);
  });

  it('refuses a file that is not a real xlsx with 400 file-0001', async () => {
    expect(await codeOf(readWorkbook(Buffer.from('姓名,证件号码\n张三,1'), opts))).toBe('400 file-0001');
    expect(await codeOf(readWorkbook(Buffer.from('\xd0\xcf\x11\xe0 an old .xls', 'latin1'), opts))).toBe('400 file-0001');
    const otherZip = makeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await codeOf(readWorkbook(otherZip, opts))).toBe('400 file-0001');
    const truncated = (await makeWorkbook(['姓名'], [['a']])).subarray(0, 400);
    expect(await codeOf(readWorkbook(truncated, opts))).toBe('400 file-0001');
    const fakeWorkbook = makeZip(workbookEntries());
    expect(await codeOf(readWorkbook(fakeWorkbook, opts))).toBe('400 file-0001');
  });

  it('refuses a file over maxBytes with 400 file-0002 before parsing', async () => {
    const buf = await makeWorkbook(['姓名', '证件号码', '出生日期'], [['a', 'b', '2020-01-01']]);
    expect(await codeOf(readWorkbook(buf, { ...opts, maxBytes: buf.length - 1 }))).toBe('400 file-0002');
  });

  it('refuses more than maxRows data rows with 400 file-0003', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => [`n${i}`, 'x', '2020-01-01']);
    const buf = await makeWorkbook(['姓名', '证件号码', '出生日期'], rows);
    expect(await codeOf(readWorkbook(buf, { ...opts, maxRows: 10 }))).toBe('400 file-0003');
    expect(await readWorkbook(buf, { ...opts, maxRows: 11 })).toHaveLength(11);
  });

  it('refuses zip bombs with 400 file-0004: total size, ratio, entry count, lying sizes', async () => {
    const zeros = Buffer.alloc(80 * 1024 * 1024);
    const big = makeZip([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(big.length).toBeLessThan(200 * 1024);
    expect(await codeOf(readWorkbook(big, opts))).toBe('400 file-0004');
    const ratio = makeZip([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(await codeOf(readWorkbook(ratio, opts))).toBe('400 file-0004');
    const many = makeZip([
      ...workbookEntries(),
      ...Array.from({ length: 1001 }, (_, i) => ({ name: `xl/media/${i}.txt`, data: Buffer.from('a') })),
    ]);
    expect(await codeOf(readWorkbook(many, opts))).toBe('400 file-0004');
    // declares 1 KB but inflates to 40 MB: caught while inflating with the declared cap
    const liar = makeZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024), declaredSize: 1024 },
    ]);
    expect(await codeOf(readWorkbook(liar, opts))).toBe('400 file-0004');
  });

  it('refuses a header without the template columns with 400 file-0005 naming them', async () => {
    const buf = await makeWorkbook(['姓名', '电话'], [['a', '1']]);
    try {
      await readWorkbook(buf, opts);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('file-0005');
      expect((err as AppError).data).toEqual({ missing: ['证件号码', '出生日期'] });
    }
  });

  it('refuses a workbook without data rows with 400 file-0006', async () => {
    expect(await codeOf(readWorkbook(await makeWorkbook(['姓名', '证件号码', '出生日期'], []), opts))).toBe('400 file-0006');
  });
});
