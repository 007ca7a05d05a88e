import { childImportWorkbook, childRow } from '../apps/server/src/modules/garden/children/test-child-workbook.ts';

export interface ChildRowFault {
  /** 1-based data row. */
  row: number;
  kind: 'noName' | 'badPhone' | 'unknownClass';
}

/**
 * A child import workbook of `count` rows for one class; `faults` spoil chosen rows the way
 * people do (a missing name, a mistyped phone, a class that does not exist).
 */
export function childWorkbook(opts: {
  count: number;
  clazz: string | ((row: number) => string);
  prefix: string;
  phoneBase: number;
  faults?: ChildRowFault[];
}): Promise<Buffer> {
  const clazzOf = typeof opts.clazz === 'string' ? () => opts.clazz as string : opts.clazz;
  return childImportWorkbook(opts.count, (i) => {
    const fault = opts.faults?.find((f) => f.row === i)?.kind;
    const name = fault === 'noName' ? '' : `${opts.prefix}${String(i).padStart(opts.count > 99 ? 4 : 2, '0')}`;
    const clazz = fault === 'unknownClass' ? '不存在的班级' : clazzOf(i);
    return childRow(name, clazz, fault === 'badPhone' ? '12345' : String(opts.phoneBase + i), i);
  });
}
