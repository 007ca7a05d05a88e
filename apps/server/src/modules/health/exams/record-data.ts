import type { RecordRow, RecordSave } from '@kg/shared/modules/health/exams/exam-schemas';
import type { GrowthStatus, MeasurePosition } from '@kg/shared/modules/health/growth/growth-vocab';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examPlanClasses, examRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { Runner } from './plan-data.ts';
import { checkValues } from './record-values.ts';
import { chinaToday, type PlanForRecords, planForRecords, writeRecords } from './record-write.ts';

export interface RecordFilter {
  planId: number;
  clazzId?: number;
  name?: string;
}

export const st = alias(students, 'st');
const c = alias(classes, 'c');
const r = alias(examRecords, 'r');
const pc = alias(examPlanClasses, 'pc');

/** The children of a plan's sheet: in school, in one of its classes, in the caller's range. */
export function sheetWhere(schoolId: number, range: number[] | null, f: RecordFilter): SQL {
  return sql`${st.schoolId} = ${schoolId} and ${st.status} = 1 and ${inRange(sql`${st.classId}`, range)}
    and ${st.classId} in (select ${pc.classId} from ${examPlanClasses} pc where ${pc.schoolId} = ${schoolId} and ${pc.planId} = ${f.planId})
    ${f.clazzId ? sql`and ${st.classId} = ${f.clazzId}` : sql``}
    ${f.name ? sql`and ${st.name} ilike ${containsPattern(f.name)}` : sql``}`;
}

/** A child's row of the sheet from `st`, its class `c` and its record `r` (both left-joined: absent until measured). */
const RECORD_FIELDS = {
  studentId: st.id,
  name: st.name,
  gender: st.gender,
  birthday: st.birthday,
  clazzId: st.classId,
  clazzName: sql<string | null>`${c.name}`,
  measuredDay: sql<string | null>`${r.measuredOn}`,
  ageDays: sql<number | null>`${r.ageDays}`,
  values: sql<RecordRow['values']>`case when ${r.studentId} is null then '{}'::jsonb
    else jsonb_strip_nulls(jsonb_build_object('height', ${r.heightCm}, 'weight', ${r.weightKg}, 'head', ${r.headCm})) || ${r.extra} end`,
  position: sql<MeasurePosition | null>`${r.position}`,
  oedema: sql<boolean>`coalesce(${r.oedema}, false)`,
  waz: r.waz,
  haz: r.haz,
  whz: r.whz,
  baz: r.baz,
  statuses: sql<GrowthStatus[]>`coalesce(${r.statuses}, '{}')`,
  updatedAt: sql<Date | null>`${r.updatedAt}`,
};
// the sheet answers these rows as the shared RecordRow: a renamed or retyped column fails here
export type SheetRow = RowOf<typeof RECORD_FIELDS>;
export const asRecordRow = (row: SheetRow): RecordRow => row;
export const RECORD_COLUMNS = selectList(RECORD_FIELDS);
export const recordJoin = (planId: number) => sql`left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId}
  left join ${examRecords} r on ${r.schoolId} = ${st.schoolId} and ${r.planId} = ${planId} and ${r.studentId} = ${st.id}`;
export const SHEET_FROM = sql`${students} st`;
export const SHEET_ORDER = sql`${c.sort}, ${st.classId}, ${st.name}, ${st.id}`;
const COUNT = { n: sql<number>`count(*)::int` };
export const COUNT_LIST = selectList(COUNT);
export type CountRow = RowOf<typeof COUNT>;

/** The plan of a records call: the school's, else not found. */
export async function planOf(db: Runner, schoolId: number, planId: number): Promise<PlanForRecords> {
  const plan = await planForRecords(db, schoolId, planId);
  if (!plan) throw notFound();
  return plan;
}

export async function listRecords(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: RecordFilter & { pageNum: number; pageSize: number },
) {
  await planOf(db, schoolId, q.planId);
  const where = sheetWhere(schoolId, range, q);
  return pagedQuery<SheetRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${SHEET_FROM} where ${where}`,
    select: sql`select ${RECORD_COLUMNS}, count(*) over () as total from ${SHEET_FROM} ${recordJoin(q.planId)} where ${where}
      order by ${SHEET_ORDER}`,
  });
}

export async function recordOf(db: Runner, schoolId: number, planId: number, studentId: number): Promise<RecordRow> {
  const [row] = await preparedRows<SheetRow>(
    db,
    sql`select ${RECORD_COLUMNS} from ${SHEET_FROM} ${recordJoin(planId)} where ${st.schoolId} = ${schoolId} and ${st.id} = ${studentId}`,
  );
  return asRecordRow(row);
}

/** A child as a record needs it; another school's or outside the caller's classes is not found. */
export async function childOf(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const t = students;
  const [child] = await db
    .select({ id: t.id, classId: t.classId, birthday: t.birthday })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.id, id), eq(t.status, 1)));
  if (!child || !classInRange(range, child.classId)) throw notFound();
  return child;
}

/**
 * Saves one child's values for a plan (their complete record: an item left out is empty; all
 * empty removes the record) and answers the record with its computed z-scores and statuses.
 */
export async function saveRecord(db: Db, s: SessionInfo, range: number[] | null, q: RecordSave): Promise<RecordRow> {
  const schoolId = s.institutionId;
  const plan = await planOf(db, schoolId, q.planId);
  const child = await childOf(db, schoolId, range, q.studentId);
  if (child.classId === null || !plan.classes.includes(child.classId)) throw new AppError('health-0608', { field: 'studentId' });
  if (!child.birthday) throw new AppError('health-0613', { field: 'studentId' });
  if (q.measuredDay < plan.startDay || q.measuredDay > plan.endDay) throw new AppError('health-0607', { field: 'measuredDay' });
  if (q.measuredDay > (await chinaToday(db))) throw new AppError('health-0612', { field: 'measuredDay' });
  const { problems, cols, empty } = checkValues(plan.items, q.values);
  if (problems.length) {
    const p = problems[0];
    throw new AppError(p.code, { field: `values.${p.key}`, detail: { zh: `values.${p.key}: ${p.zh}`, en: `values.${p.key}: ${p.en}` } });
  }
  await db.transaction((tx) =>
    writeRecords(tx, schoolId, q.planId, s.memberId, [
      { studentId: q.studentId, measuredDay: q.measuredDay, cols, empty, position: q.position ?? null, oedema: q.oedema ?? false },
    ]),
  );
  return recordOf(db, schoolId, q.planId, q.studentId);
}
