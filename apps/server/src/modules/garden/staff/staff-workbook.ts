import { CARD_TYPES, EDUCATION_LEVELS, type OptionItem, POST_TYPES } from '@kg/shared';
import ExcelJS from 'exceljs';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';

/**
 * The teacher workbook (/kid-arch/v1/file/teacherInfo): one staff member per row. Catalogue
 * columns take the label (as the template's drop-down offers) or the code.
 */
export const STAFF_WORKBOOK_COLUMNS = [
  { key: 'realName', header: '姓名', headerEn: 'Name', required: true, width: 12 },
  { key: 'mobile', header: '手机号', headerEn: 'Mobile', required: true, width: 14 },
  { key: 'postType', header: '岗位类型', headerEn: 'Post type', required: true, width: 14 },
  { key: 'gender', header: '性别', headerEn: 'Gender', optional: true, width: 8 },
  { key: 'birthday', header: '出生日期', headerEn: 'Birthday', type: 'date', optional: true, width: 12 },
  { key: 'nation', header: '民族', headerEn: 'Ethnic group', optional: true, width: 10 },
  { key: 'idCardType', header: '证件类型', headerEn: 'ID type', optional: true, width: 18 },
  { key: 'idCardNo', header: '证件号码', headerEn: 'ID number', optional: true, width: 22 },
  { key: 'education', header: '学历', headerEn: 'Education', optional: true, width: 12 },
  { key: 'email', header: '邮箱', headerEn: 'Email', optional: true, width: 22 },
  { key: 'jobTitle', header: '职务', headerEn: 'Job title', optional: true, width: 12 },
  { key: 'entryDate', header: '入职日期', headerEn: 'Entry date', type: 'date', optional: true, width: 12 },
  { key: 'workStartDate', header: '参加工作日期', headerEn: 'Work start date', type: 'date', optional: true, width: 14 },
  { key: 'positions', header: '职位', headerEn: 'Positions', optional: true, width: 20 },
] as const satisfies readonly WorkbookColumn[];

/** The export adds what only the system knows. */
export const STAFF_EXPORT_COLUMNS = [
  ...STAFF_WORKBOOK_COLUMNS,
  { key: 'roles', header: '角色', headerEn: 'Roles', width: 18 },
  { key: 'range', header: '管理范围', headerEn: 'Manage range', width: 24 },
  { key: 'status', header: '状态', headerEn: 'Status', width: 8 },
] as const satisfies readonly WorkbookColumn[];

export const GENDERS: OptionItem[] = [
  { value: 1, label: '男', labelEn: 'Male' },
  { value: 2, label: '女', labelEn: 'Female' },
];

/** A label (zh or en) or a code of the catalogue → the code; anything else is passed on for the field check to refuse. */
export function codeOfLabel(items: OptionItem[], v: string | null): number | string | null {
  if (v === null || v.trim() === '') return null;
  const t = v.trim();
  const hit = items.find((i) => i.label === t || i.labelEn.toLowerCase() === t.toLowerCase() || String(i.value) === t);
  return hit ? hit.value : t;
}

export const labelOf = (items: OptionItem[], v: number | null | undefined) => items.find((i) => i.value === v)?.label ?? '';

/** Position names in one cell: separated by 、 , ， ; or ；. */
export const splitNames = (v: string | null) =>
  (v ?? '')
    .split(/[、,，;；]/)
    .map((x) => x.trim())
    .filter(Boolean);

const TEMPLATE_ROWS = 500;

/**
 * The import template: header row ('*' on required columns), one example row, text columns
 * formatted as text (phones and ID numbers stay exact), drop-down lists for the catalogue
 * columns and a note on the post type header.
 */
export async function staffTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('教职工信息');
  ws.columns = STAFF_WORKBOOK_COLUMNS.map((c) => ({
    header: 'required' in c && c.required ? `*${c.header}` : c.header,
    key: c.key,
    width: c.width,
    style: 'type' in c && c.type === 'date' ? { numFmt: 'yyyy-mm-dd' } : { numFmt: '@' },
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.addRow({
    realName: '王小红',
    mobile: '13800138000',
    postType: '专任教师',
    gender: '女',
    birthday: new Date(Date.UTC(1995, 2, 8)),
    nation: '汉族',
    idCardType: '居民身份证',
    idCardNo: '350203199503080024',
    education: '本科',
    email: 'wangxh@example.com',
    jobTitle: '教师',
    entryDate: new Date(Date.UTC(2024, 8, 1)),
    workStartDate: new Date(Date.UTC(2017, 6, 1)),
    positions: '教师、班主任',
  });
  ws.getRow(2).font = { color: { argb: 'FF808080' }, italic: true };
  ws.getCell('C1').note = `岗位类型：${POST_TYPES.map((p) => p.label).join('、')}（示例行请删除后再导入）`;
  const lists: [string, OptionItem[]][] = [
    ['postType', POST_TYPES],
    ['gender', GENDERS],
    ['idCardType', CARD_TYPES],
    ['education', EDUCATION_LEVELS],
  ];
  for (const [key, items] of lists) {
    const col = ws.getColumn(key);
    const formula = `"${items.map((i) => i.label).join(',')}"`;
    for (let r = 2; r <= TEMPLATE_ROWS + 1; r++) {
      ws.getCell(r, col.number).dataValidation = {
        type: 'list',
        allowBlank: key !== 'postType',
        formulae: [formula],
        showErrorMessage: true,
        errorTitle: '输入有误',
        error: `请从下拉列表中选择：${items.map((i) => i.label).join('、')}`,
      };
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
