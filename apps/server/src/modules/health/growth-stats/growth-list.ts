import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import type { GrowthRow } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, examRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { measureFields } from './growth-measures-sql.ts';
import { latestPlan, planOf, type Runner } from './stat-plans.ts';

export interface GrowthFilter {
  planId?: number;
  clazzId?: number;
  status?: GrowthStatus;
  name?: string;
}

const r = alias(examRecords, 'r');
const st = alias(students, 'st');
const c = alias(classes, 'c');
/** A record's figures as the growth list and reports show them; BMI from the stored height and weight. */
const RECORD_FIELDS = {
  studentId: r.studentId,
  name: st.name,
  gender: st.gender,
  clazzId: r.classId,
  // the class is left-joined: its name may be missing
  clazzName: sql<string | null>`${c.name}`,
  measuredOn: r.measuredOn,
  ageDays: r.ageDays,
  ...measureFields(r),
};
// the lists answer these rows as the shared GrowthRow: a renamed or retyped column fails here
export type RecordRow = RowOf<typeof RECORD_FIELDS>;
const asDeclared = (row: RecordRow): GrowthRow => row;
export const RECORD_COLUMNS = selectList(RECORD_FIELDS);
export const RECORD_FROM = sql`${examRecords} r join ${students} st on ${st.schoolId} = ${r.schoolId} and ${st.id} = ${r.studentId}
  left join ${classes} c on ${c.schoolId} = ${r.schoolId} and ${c.id} = ${r.classId}`;
const COUNT = { n: sql<number>`count(*)::int` };
const COUNT_LIST = selectList(COUNT);
export const RECORD_ORDER = sql`${c.sort}, ${r.classId}, ${st.name}, ${r.studentId}`;

/** The plan a list reads: the one named (404 when not the caller's), else the school's latest (null: none yet). */
export async function listPlanId(db: Runner, schoolId: number, range: number[] | null, planId?: number) {
  if (planId) return (await planOf(db, schoolId, range, planId)).id;
  return (await latestPlan(db, schoolId, range))?.id ?? null;
}

/** The records of a plan within the caller's classes, narrowed by class, status and name. */
export function recordWhere(schoolId: number, range: number[] | null, planId: number, f: GrowthFilter): SQL {
  return sql`${r.schoolId} = ${schoolId} and ${r.planId} = ${planId} and ${inRange(sql`${r.classId}`, range)}
    ${f.clazzId ? sql`and ${r.classId} = ${f.clazzId}` : sql``}
    ${f.status ? sql`and ${f.status} = any(${r.statuses})` : sql``}
    ${f.name ? sql`and ${st.name} ilike ${containsPattern(f.name)}` : sql``}`;
}

export async function listGrowth(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: GrowthFilter & { pageNum: number; pageSize: number },
) {
  const planId = await listPlanId(db, schoolId, range, q.planId);
  if (planId === null) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const where = recordWhere(schoolId, range, planId, q);
  return pagedQuery<RecordRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${RECORD_FROM} where ${where}`,
    select: sql`select ${RECORD_COLUMNS}, count(*) over () as total from ${RECORD_FROM} where ${where} order by ${RECORD_ORDER}`,
  });
}

export async function countGrowth(db: Runner, schoolId: number, range: number[] | null, f: GrowthFilter) {
  const planId = await listPlanId(db, schoolId, range, f.planId);
  if (planId === null) return 0;
  const [row] = await preparedRows<RowOf<typeof COUNT>>(
    db,
    sql`select ${COUNT_LIST} from ${RECORD_FROM} where ${recordWhere(schoolId, range, planId, f)}`,
  );
  return row.n;
}

/** Every record of the list in order, a batch at a time (the export). */
export async function* allGrowth(db: Runner, schoolId: number, range: number[] | null, f: GrowthFilter, batch = 1000) {
  const planId = await listPlanId(db, schoolId, range, f.planId);
  if (planId === null) return;
  const where = recordWhere(schoolId, range, planId, f);
  for (let offset = 0; ; offset += batch) {
    const rows = await preparedRows<RecordRow>(
      db,
      sql`select ${RECORD_COLUMNS} from ${RECORD_FROM} where ${where} order by ${RECORD_ORDER} limit ${batch} offset ${offset}`,
    );
    yield* rows.map(asDeclared);
    if (rows.length < batch) return;
  }
}
