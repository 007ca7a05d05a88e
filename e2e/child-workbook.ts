import ExcelJS from 'exceljs';

/** Headers of the child import template (apps/server/.../students/student-columns.ts), in order. */
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

export interface ChildRowFault {
  /** 1-based data row. */
  row: number;
  kind: 'noName' | 'badPhone' | 'unknownClass';
}

/**
 * A child import workbook of `count` rows for one class; `faults` spoil chosen rows the way
 * people do (a missing name, a mistyped phone, a class that does not exist).
 */
export async function childWorkbook(opts: {
  count: number;
  clazz: string | ((row: number) => string);
  prefix: string;
  phoneBase: number;
  faults?: ChildRowFault[];
}): Promise<Buffer> {
  const clazzOf = typeof opts.clazz === 'string' ? () => opts.clazz as string : opts.clazz;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('幼儿');
  ws.addRow(HEADERS);
  for (let i = 1; i <= opts.count; i++) {
    const fault = opts.faults?.find((f) => f.row === i)?.kind;
    ws.addRow([
      fault === 'noName' ? '' : `${opts.prefix}${String(i).padStart(opts.count > 99 ? 4 : 2, '0')}`,
      i % 2 ? '男' : '女',
      '2023-03-15',
      '',
      '',
      '汉族',
      fault === 'unknownClass' ? '不存在的班级' : clazzOf(i),
      '',
      '2026-09-01',
      `家长${i}`,
      '母亲',
      fault === 'badPhone' ? '12345' : String(opts.phoneBase + i),
      '是',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
