import type { ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import { EXAM_LIMITS } from '@kg/shared/modules/health/exams/exam-schemas';
import { examRecordEndpoints as R } from '@kg/shared/modules/health/exams/exams';
import { defaultPosition } from '@kg/shared/modules/health/growth/growth-vocab';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { anyId, inRange } from '../../../core/scope.ts';
import { students } from '../../../db/schema/index.ts';
import { upload } from '../../../platform/uploads/index.ts';
import { RowFailure, type RowValues, runImport, sendTemplate, type WorkbookColumn } from '../../../platform/workbook/index.ts';
import { itemColumn, MEASURE_COLUMNS, oedemaCell, positionCell, readOedema, readPosition, valueCells } from './exam-columns.ts';
import { planOf, RECORD_COLUMNS, recordJoin, SHEET_FROM, type SheetRow, st } from './record-data.ts';
import { checkValues } from './record-values.ts';
import { chinaToday, type PlanForRecords, type RecordWrite, writeRecords } from './record-write.ts';

const FIXED = [
  { key: 'studentId', header: '幼儿编号', headerEn: 'Child ID', type: 'integer', required: true, width: 10 },
  { key: 'name', header: '姓名', headerEn: 'Name', width: 12 },
  { key: 'clazzName', header: '班级', headerEn: 'Class', width: 12, optional: true },
  { key: 'measuredDay', header: '测量日期', headerEn: 'Measured', type: 'date', width: 12 },
] as const satisfies readonly WorkbookColumn[];

/** The template's columns: who and when, one column per plan item in the plan's order, then how stature was measured and oedema. */
export const templateColumns = (items: readonly string[]): WorkbookColumn[] => [
  ...FIXED,
  ...items.map((k) => itemColumn(k as ExamItemKey)),
  ...MEASURE_COLUMNS,
];

/** The template of a plan and class: its children in school (of the caller's range), with any values already recorded. */
export async function sendRecordTemplate(
  ctx: AppContext,
  reply: FastifyReply,
  s: SessionInfo,
  range: number[] | null,
  planId: number,
  clazzId: number,
  lang: 'zh' | 'en',
) {
  const plan = await planOf(ctx.db, s.institutionId, planId);
  if (!plan.classes.includes(clazzId)) throw new AppError('health-0611', { field: 'clazzId' });
  const rows = await preparedRows<SheetRow>(
    ctx.db,
    sql`select ${RECORD_COLUMNS} from ${SHEET_FROM} ${recordJoin(planId)}
      where ${st.schoolId} = ${s.institutionId} and ${st.status} = 1 and ${st.classId} = ${clazzId} and ${inRange(sql`${st.classId}`, range)}
      order by ${st.name}, ${st.id}`,
  );
  return sendTemplate(reply, {
    fileName: lang === 'en' ? `exam-template-${planId}-${clazzId}.xlsx` : `${plan.name}-${rows[0]?.clazzName ?? ''}体检模板.xlsx`,
    columns: templateColumns(plan.items),
    lang,
    // a child not yet measured is pre-filled with the plan's first day and the position that day's age suggests
    examples: rows.map((x) => {
      const day = x.measuredDay ?? plan.startDay;
      const age = x.birthday ? daysBetween(x.birthday, day) : null;
      return {
        ...valueCells(x.values, lang),
        studentId: x.studentId,
        name: x.name,
        clazzName: x.clazzName,
        measuredDay: day,
        position: positionCell(x.position ?? (age === null ? null : defaultPosition(age)), lang),
        oedema: oedemaCell(x.oedema, lang),
      };
    }),
  });
}

/**
 * An uploaded record workbook (multipart: "file" and the declared planId): the plan first (a 400
 * naming planId, a 404 for one of another school), then its rows by the plan's items, read off
 * the request thread.
 */
export async function uploadedRecords(ctx: AppContext, request: FastifyRequest, schoolId: number) {
  const read = await upload.workbookWithFields(ctx, request, { maxBytes: EXAM_LIMITS.importBytes, fields: R.upload.input });
  const plan = await planOf(ctx.db, schoolId, read.fields.planId);
  return { plan, rows: await read.rows({ maxRows: EXAM_LIMITS.importRows, columns: templateColumns(plan.items) }) };
}

type Row = RowValues<WorkbookColumn[]>;

/** Whole days from one ISO day to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
type Child = {
  name: string;
  birthday: string | null;
};

/**
 * Imports a plan's records all or nothing: every row must name a child in school of one of the
 * plan's classes (within the caller's range) under their own name, once, with a measured day in
 * the plan and values in range. A row without any value is a child not measured and is skipped.
 */
export async function importRecords(
  ctx: AppContext,
  s: SessionInfo,
  range: number[] | null,
  plan: PlanForRecords,
  rows: Awaited<ReturnType<typeof uploadedRecords>>['rows'],
  lang: 'zh' | 'en',
) {
  const schoolId = s.institutionId;
  const today = await chinaToday(ctx.db);
  const seen = new Set<number>();
  return runImport<Row, RecordWrite | null, Map<number, Child>>({
    ctx,
    session: s,
    lang,
    rows: rows as never,
    columns: templateColumns(plan.items),
    reportName: lang === 'en' ? 'exam-import-failures' : '体检导入失败原因',
    lockKey: `exam-records:${plan.id}`,
    prepare: async (tx) => {
      const t = students;
      const children = await tx
        .select({ id: t.id, name: t.name, birthday: t.birthday })
        .from(t)
        .where(
          and(eq(t.schoolId, schoolId), eq(t.status, 1), sql`${t.classId} = ${anyId(plan.classes)}`, inRange(sql`${t.classId}`, range)),
        );
      return new Map(children.map((x) => [x.id, x]));
    },
    validateRow: ({ values: v }, { prepared }) => {
      const id = v.studentId as number | null;
      const child = id === null ? undefined : prepared.get(id);
      if (!child)
        throw new RowFailure('幼儿编号不是本计划班级中的在园幼儿', 'The child ID is not a child in school of this plan’s classes');
      if (v.name && String(v.name).trim() !== child.name)
        throw new RowFailure('姓名与幼儿编号不符', 'The name does not match the child ID');
      if (seen.has(id!)) throw new RowFailure('该幼儿在文件中重复出现', 'The child appears more than once in the file');
      seen.add(id!);
      const given = Object.fromEntries(plan.items.map((k) => [k, v[k] ?? null]));
      const { problems, cols, empty } = checkValues(plan.items, given);
      if (problems.length) throw new RowFailure(problems.map((p) => p.zh).join('；'), problems.map((p) => p.en).join('; '));
      if (empty) return null;
      const day = v.measuredDay as string | null;
      if (!day) throw new RowFailure('请填写测量日期', 'The measured day is missing');
      if (day < plan.startDay || day > plan.endDay)
        throw new RowFailure(
          `测量日期应在${plan.startDay}~${plan.endDay}之间`,
          `The measured day must be between ${plan.startDay} and ${plan.endDay}`,
        );
      if (day > today) throw new RowFailure('测量日期不能晚于今天', 'The measured day cannot be after today');
      if (!child.birthday) throw new RowFailure('该幼儿没有出生日期', 'The child has no birthday on file');
      const position = readPosition(v.position);
      if (position === undefined) throw new RowFailure('测量方式应为卧位或立位', 'The position must be lying or standing');
      const oedema = readOedema(v.oedema);
      if (oedema === undefined) throw new RowFailure('水肿应填是或否', 'Oedema must be yes or no');
      return { studentId: id!, measuredDay: day, cols, empty, position, oedema };
    },
    insertAll: async (tx, valid) => {
      const writes = valid.map((x) => x.value).filter((x): x is RecordWrite => x !== null);
      await writeRecords(tx, schoolId, plan.id, s.memberId, writes);
      return writes.length;
    },
  });
}
