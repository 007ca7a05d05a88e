import { CARD_TYPES } from '@kg/shared';
import type { Masker } from '../../../core/masking.ts';
import type { WorkbookColumn } from '../../../platform/workbook/index.ts';
import type { ExportChild } from './child-list.ts';

/**
 * Columns of the child import template (and its failure report). The export uses the same
 * headers plus grade and status, so an exported sheet can be corrected and imported again.
 */
export const IMPORT_COLUMNS = [
  { key: 'name', header: '姓名', headerEn: 'Name', required: true, width: 12 },
  { key: 'gender', header: '性别', headerEn: 'Gender', required: true, width: 8 },
  { key: 'birthday', header: '出生日期', headerEn: 'Birthday', type: 'date', width: 12, optional: true },
  { key: 'idCardType', header: '证件类型', headerEn: 'ID type', width: 14, optional: true },
  { key: 'idCardNo', header: '证件号码', headerEn: 'ID number', width: 22, optional: true },
  { key: 'nation', header: '民族', headerEn: 'Ethnic group', width: 10, optional: true },
  { key: 'clazz', header: '班级', headerEn: 'Class', required: true, width: 12 },
  { key: 'studentNo', header: '学号', headerEn: 'Student number', width: 14, optional: true },
  { key: 'enrolDate', header: '入园日期', headerEn: 'Enrolment date', type: 'date', width: 12, optional: true },
  { key: 'g1Name', header: '家长1姓名', headerEn: 'Guardian 1 name', required: true, width: 12 },
  { key: 'g1Relation', header: '家长1关系', headerEn: 'Guardian 1 relation', required: true, width: 10 },
  { key: 'g1Phone', header: '家长1手机号', headerEn: 'Guardian 1 phone', required: true, width: 14 },
  { key: 'g1Direct', header: '家长1是否监护人', headerEn: 'Guardian 1 is legal guardian', width: 10, optional: true },
  { key: 'g2Name', header: '家长2姓名', headerEn: 'Guardian 2 name', width: 12, optional: true },
  { key: 'g2Relation', header: '家长2关系', headerEn: 'Guardian 2 relation', width: 10, optional: true },
  { key: 'g2Phone', header: '家长2手机号', headerEn: 'Guardian 2 phone', width: 14, optional: true },
  { key: 'g2Direct', header: '家长2是否监护人', headerEn: 'Guardian 2 is legal guardian', width: 10, optional: true },
] as const satisfies readonly WorkbookColumn[];

/** Which template column a field error of the child checks belongs to. */
export const FIELD_HEADERS: Record<string, string> = Object.fromEntries([
  ...IMPORT_COLUMNS.map((c) => [c.key, c.header]),
  ['clazzId', '班级'],
  ['guardians.0.name', '家长1姓名'],
  ['guardians.0.phone', '家长1手机号'],
  ['guardians.0.relation', '家长1关系'],
  ['guardians.1.name', '家长2姓名'],
  ['guardians.1.phone', '家长2手机号'],
  ['guardians.1.relation', '家长2关系'],
  ['guardians', '家长'],
]);

export const EXPORT_COLUMNS: readonly WorkbookColumn[] = [
  ...IMPORT_COLUMNS.slice(0, 7),
  { key: 'grade', header: '年级', headerEn: 'Grade', width: 8 },
  ...IMPORT_COLUMNS.slice(7),
  { key: 'moreGuardians', header: '其他家长', headerEn: 'Other guardians', width: 30 },
  { key: 'status', header: '状态', headerEn: 'Status', width: 8 },
  { key: 'graduatedAt', header: '毕业日期', headerEn: 'Graduated on', type: 'date', width: 12 },
];

const STATUS = { 1: ['在园', 'In school'], 2: ['已毕业', 'Graduated'], 3: ['已离园', 'Left'] } as Record<number, [string, string]>;
const yes = (b: boolean, lang: 'zh' | 'en') => (lang === 'en' ? (b ? 'yes' : 'no') : b ? '是' : '否');

/** One exported row: phones and the ID number as the caller may see them (`m`). */
export function exportCells(r: ExportChild, m: Masker, lang: 'zh' | 'en'): Record<string, unknown> {
  const [g1, g2, ...more] = r.guardians;
  const en = lang === 'en';
  const card = CARD_TYPES.find((c) => c.value === r.idCardType);
  return {
    name: r.name,
    gender: en ? (r.gender === 1 ? 'male' : 'female') : r.gender === 1 ? '男' : '女',
    birthday: r.birthday,
    idCardType: card ? (en ? card.labelEn : card.label) : '',
    idCardNo: m.idCard(r.idCardNo, r.idCardType),
    nation: r.nation,
    clazz: r.clazzName,
    grade: r.gradeName,
    studentNo: r.studentNo,
    enrolDate: r.enrolDate,
    g1Name: g1?.name,
    g1Relation: g1?.relation,
    g1Phone: g1 ? m.phone(g1.phone) : undefined,
    g1Direct: g1 ? yes(g1.isDirectGuardian, lang) : null,
    g2Name: g2?.name,
    g2Relation: g2?.relation,
    g2Phone: g2 ? m.phone(g2.phone) : undefined,
    g2Direct: g2 ? yes(g2.isDirectGuardian, lang) : null,
    moreGuardians: more.map((g) => `${g.name}/${g.relation}/${m.phone(g.phone)}`).join('; '),
    status: STATUS[r.status]?.[en ? 1 : 0] ?? '',
    graduatedAt: r.status === 2 ? r.graduatedAt : null,
  };
}
