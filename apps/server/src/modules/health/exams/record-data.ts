import type { RecordRow, RecordSave } from '@kg/shared/modules/health/exams/exam-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import type { Runner } from './plan-data.ts';
import { checkValues } from './record-values.ts';
import { chinaToday, type PlanForRecords, planForRecords, writeRecords } from './record-write.ts';

export interface RecordFilter {
  planId: number;
  clazzId?: number;
  name?: string;
}

/** The children of a plan's sheet: in school, in one of its classes, in the caller's range. */
export function sheetWhere(schoolId: number, range: number[] | null, f: RecordFilter): SQL {
  return sql`st.school_id = ${schoolId} and st.status = 1 and ${inRange(sql`st.class_id`, range)}
    and st.class_id in (select class_id from exam_plan_classes where school_id = ${schoolId} and plan_id = ${f.planId})
    ${f.clazzId ? sql`and st.class_id = ${f.clazzId}` : sql``}
    ${f.name ? sql`and st.name ilike ${containsPattern(f.name)}` : sql``}`;
}

/** A child's row of the sheet from `st`, its class `c` and its record `r` (absent until measured). */
export const RECORD_COLUMNS = sql`st.id::int as "studentId", st.name, st.gender::int, st.birthday::text, st.class_id::int as "clazzId",
  c.name as "clazzName", r.measured_on::text as "measuredDay", r.age_days as "ageDays",
  case when r.student_id is null then '{}'::jsonb else jsonb_strip_nulls(jsonb_build_object('height', r.height_cm, 'weight', r.weight_kg,
    'head', r.head_cm)) || r.extra end as values,
  r.position, coalesce(r.oedema, false) as oedema, r.waz, r.haz, r.whz, r.baz, coalesce(r.statuses, '{}') as statuses, r.updated_at as "updatedAt"`;
export const recordJoin = (planId: number) => sql`left join classes c on c.school_id = st.school_id and c.id = st.class_id
  left join exam_records r on r.school_id = st.school_id and r.plan_id = ${planId} and r.student_id = st.id`;
export const SHEET_ORDER = sql`c.sort, st.class_id, st.name, st.id`;

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
  return pagedQuery<RecordRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from students st where ${where}`,
    select: sql`select ${RECORD_COLUMNS}, count(*) over () as total from students st ${recordJoin(q.planId)} where ${where}
      order by ${SHEET_ORDER}`,
  });
}

export async function recordOf(db: Runner, schoolId: number, planId: number, studentId: number): Promise<RecordRow> {
  const r = await db.execute<RecordRow>(sql`select ${RECORD_COLUMNS} from students st ${recordJoin(planId)}
    where st.school_id = ${schoolId} and st.id = ${studentId}`);
  return r.rows[0];
}

/** A child as a record needs it; another school's or outside the caller's classes is not found. */
export async function childOf(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const r = await db.execute<{ id: number; classId: number | null; birthday: string | null }>(
    sql`select id::int, class_id::int as "classId", birthday::text from students where school_id = ${schoolId} and id = ${id} and status = 1`,
  );
  const child = r.rows[0];
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
