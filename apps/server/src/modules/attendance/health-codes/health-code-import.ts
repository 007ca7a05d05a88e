import { isCleanText } from '@kg/shared/contract/text-rule';
import { HEALTH_CODE_LIMITS, type HealthCodeColor } from '@kg/shared/modules/attendance/health-codes';
import { todayChina } from '@kg/shared/time/china';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import {
  RowFailure,
  RowProblems,
  type RowValues,
  runImport,
  type SheetRow,
  sendTemplate,
  type WorkbookColumn,
} from '../../../platform/workbook/index.ts';
import { c, childrenWhere, m, type Range, s, staffWhere } from './health-code-people.ts';
import { type Entry, insertEntries } from './health-code-write.ts';

/**
 * Health code workbooks: a template listing the people (children of the caller's classes, or
 * the staff) for a day, and its import, all rows or none. A row left without a colour is a
 * person not checked and is skipped; every failing row's reason names its column.
 */

const day = { key: 'day', header: '日期', headerEn: 'Day', type: 'date', required: true, width: 12 } as const;
const color = { key: 'color', header: '健康码', headerEn: 'Health code', required: true, width: 10 } as const;
const note = { key: 'note', header: '备注', headerEn: 'Note', optional: true, width: 24 } as const;

export const CHILD_COLUMNS = [
  { key: 'studentId', header: '幼儿编号', headerEn: 'Child ID', type: 'integer', required: true, width: 10 },
  { key: 'name', header: '姓名', headerEn: 'Name', required: true, width: 12 },
  { key: 'clazzName', header: '班级', headerEn: 'Class', optional: true, width: 12 },
  day,
  color,
  note,
] as const satisfies readonly WorkbookColumn[];

export const STAFF_COLUMNS = [
  { key: 'memberId', header: '教职工编号', headerEn: 'Staff ID', type: 'integer', required: true, width: 10 },
  { key: 'name', header: '姓名', headerEn: 'Name', required: true, width: 12 },
  day,
  color,
  note,
] as const satisfies readonly WorkbookColumn[];

export const REPORT_NAME = '健康码导入失败原因';

/** The colour a cell names: zh (绿码, 绿) or en, as the template's example shows. */
const COLOR_WORDS: Record<string, HealthCodeColor> = {
  绿码: 'green',
  绿: 'green',
  green: 'green',
  黄码: 'yellow',
  黄: 'yellow',
  yellow: 'yellow',
  红码: 'red',
  红: 'red',
  red: 'red',
};
export const COLOR_LABELS: Record<HealthCodeColor, { zh: string; en: string }> = {
  green: { zh: '绿码', en: 'green' },
  yellow: { zh: '黄码', en: 'yellow' },
  red: { zh: '红码', en: 'red' },
};

type Person = { id: number; name: string; clazzName?: string };

const childrenOf = (db: AppContext['db'], schoolId: number, range: Range): Promise<Person[]> =>
  db
    .select({ id: s.id, name: s.name, clazzName: c.name })
    .from(s)
    .innerJoin(c, and(eq(c.schoolId, schoolId), eq(c.id, s.classId)))
    .where(childrenWhere(schoolId, range))
    .orderBy(c.sort, c.id, s.name, s.id);
const staffOf = (db: AppContext['db'], schoolId: number): Promise<Person[]> =>
  db.select({ id: m.id, name: m.realName }).from(m).where(staffWhere(schoolId)).orderBy(m.realName, m.id);

export async function sendChildTemplate(
  ctx: AppContext,
  reply: FastifyReply,
  schoolId: number,
  range: Range,
  d: string | undefined,
  lang: 'zh' | 'en',
) {
  const on = d ?? todayChina(ctx.now());
  const people = await childrenOf(ctx.db, schoolId, range);
  return sendTemplate(reply, {
    fileName: lang === 'en' ? `health-codes-children-${on}.xlsx` : `幼儿健康码-${on}.xlsx`,
    columns: CHILD_COLUMNS,
    lang,
    examples: people.map((p) => ({ studentId: p.id, name: p.name, clazzName: p.clazzName, day: on })),
  });
}

export async function sendStaffTemplate(ctx: AppContext, reply: FastifyReply, schoolId: number, d: string | undefined, lang: 'zh' | 'en') {
  const on = d ?? todayChina(ctx.now());
  const people = await staffOf(ctx.db, schoolId);
  return sendTemplate(reply, {
    fileName: lang === 'en' ? `health-codes-staff-${on}.xlsx` : `教职工健康码-${on}.xlsx`,
    columns: STAFF_COLUMNS,
    lang,
    examples: people.map((p) => ({ memberId: p.id, name: p.name, day: on })),
  });
}

type Common = { name: string | null; day: string | null; color: string | null; note: string | null };
type Kind = { kind: 'child' | 'staff'; idKey: 'studentId' | 'memberId'; columns: readonly WorkbookColumn[] };

/** Checks one filled row: the person by id under their own name, once per day; the day not after today; the colour; the note. */
function checkRow(
  today: string,
  people: Map<number, Person>,
  seen: Map<string, number>,
  k: Kind,
  row: number,
  id: number | null,
  v: Common,
) {
  const header = (key: string, lang: 'zh' | 'en') => {
    const col = k.columns.find((c) => c.key === key)!;
    return lang === 'en' ? (col.headerEn ?? col.header) : col.header;
  };
  const p = new RowProblems();
  const add = (key: string, zh: string, en: string) => p.add(`${header(key, 'zh')}：${zh}`, `${header(key, 'en')}: ${en}`);
  const person = id === null ? undefined : people.get(id);
  if (id === null) add(k.idKey, '不能为空', 'is required');
  else if (!person) add(k.idKey, '不是本园在册人员（或不在管理的班级中）', 'is not a person of this school (or of your classes)');
  else if ((v.name ?? '').trim() !== person.name)
    add('name', `与编号不符，应为“${person.name}”`, `does not match the ID (“${person.name}”)`);
  if (v.day === null) add('day', '不能为空', 'is required');
  else if (v.day > today) add('day', '不能晚于今天', 'cannot be after today');
  const color = COLOR_WORDS[(v.color ?? '').trim().toLowerCase()];
  if (!color) add('color', '应为 绿码、黄码 或 红码', 'should be green, yellow or red');
  const text = v.note?.trim() || null;
  if (text && (text.length > HEALTH_CODE_LIMITS.note || !isCleanText(text)))
    add('note', `最多 ${HEALTH_CODE_LIMITS.note} 个字且不含特殊字符`, `at most ${HEALTH_CODE_LIMITS.note} plain characters`);
  p.throwIfAny();
  const key = `${id}|${v.day}`;
  const first = seen.get(key);
  if (first !== undefined) throw new RowFailure(`同一人同一天与第 ${first} 行重复`, `the same person and day as row ${first}`);
  seen.set(key, row);
  return { day: v.day!, color: color!, note: text, source: 'import' as const };
}

async function importRows(
  ctx: AppContext,
  session: SessionInfo,
  lang: 'zh' | 'en',
  k: Kind,
  sheet: SheetRow<Common & Record<string, unknown>>[],
  people: () => Promise<Person[]>,
) {
  // a row left without a colour (and no note) is a person the template listed but nobody checked
  const rows = sheet.filter((r) => r.problems.length > 0 || r.values.color !== null || r.values.note !== null);
  const today = todayChina(ctx.now());
  const seen = new Map<string, number>();
  return runImport<Common & Record<string, unknown>, Entry, Map<number, Person>>({
    ctx,
    session,
    lang,
    rows,
    columns: k.columns,
    reportName: REPORT_NAME,
    lockKey: `health-codes:${k.kind}`,
    prepare: async () => new Map((await people()).map((p) => [p.id, p])),
    validateRow: ({ row, values }, { prepared }) => {
      const id = values[k.idKey] as number | null;
      const entry = checkRow(today, prepared, seen, k, row, id, values);
      const person = k.kind === 'child' ? { kind: 'child' as const, studentId: id! } : { kind: 'staff' as const, memberId: id! };
      return { ...entry, person };
    },
    insertAll: (tx, valid) =>
      insertEntries(
        tx,
        session.institutionId,
        session.memberId,
        valid.map((x) => x.value),
      ),
  });
}

export const importChildren = (
  ctx: AppContext,
  session: SessionInfo,
  range: Range,
  lang: 'zh' | 'en',
  rows: SheetRow<RowValues<typeof CHILD_COLUMNS>>[],
) =>
  importRows(ctx, session, lang, { kind: 'child', idKey: 'studentId', columns: CHILD_COLUMNS }, rows, () =>
    childrenOf(ctx.db, session.institutionId, range),
  );

export const importStaff = (ctx: AppContext, session: SessionInfo, lang: 'zh' | 'en', rows: SheetRow<RowValues<typeof STAFF_COLUMNS>>[]) =>
  importRows(ctx, session, lang, { kind: 'staff', idKey: 'memberId', columns: STAFF_COLUMNS }, rows, () =>
    staffOf(ctx.db, session.institutionId),
  );
