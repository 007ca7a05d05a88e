import type { ChildCheck } from '@kg/shared/modules/health/inspection/inspect-schemas';
import type { CheckResult } from '@kg/shared/modules/health/inspection/symptoms';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, inspectRecords, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Runner = Pick<Db, 'execute' | 'select'>;

/** A check's columns of the record `r` (absent until checked: every column may be null). */
export const checkFields = (
  r: Record<'result' | 'temperature' | 'findings' | 'symptomGroups' | 'measures' | 'note' | 'recordedAt', AnyColumn>,
) => ({
  result: sql<CheckResult | null>`${r.result}`,
  temperature: sql<number | null>`${r.temperature}::float8`,
  findings: sql<ChildCheck['findings']>`coalesce(${r.findings}, '[]')`,
  symptomGroups: sql<string[]>`coalesce(${r.symptomGroups}, '{}')`,
  measures: sql<string | null>`${r.measures}`,
  note: sql<string | null>`${r.note}`,
  recordedAt: sql<Date | null>`${r.recordedAt}`,
});

const r = alias(inspectRecords, 'r');
const x = alias(inspectRecords, 'x');
const st = alias(students, 'st');
const SHEET_CHILD = { studentId: st.id, name: st.name, studentNo: st.studentNo, gender: st.gender, ...checkFields(r) };
const SHEET_LIST = selectList(SHEET_CHILD);
// the sheet answers these rows as the shared ChildCheck: a renamed or retyped column fails here
const asChildCheck = (row: RowOf<typeof SHEET_CHILD>): ChildCheck => row;

/**
 * A class's children for a day and slot with their checks: those at school in the class now,
 * and anyone recorded in it that day (a child who moved since still shows where they were checked).
 */
export async function sheetChildren(db: Runner, schoolId: number, classId: number, day: string, slot: number): Promise<ChildCheck[]> {
  const rows = await preparedRows<RowOf<typeof SHEET_CHILD>>(
    db,
    sql`with roster as (
      select ${st.id} from ${students} st where ${st.schoolId} = ${schoolId} and ${st.classId} = ${classId} and ${st.status} = 1
      union select ${x.studentId} from ${inspectRecords} x
        where ${x.schoolId} = ${schoolId} and ${x.classId} = ${classId} and ${x.day} = ${day}::date and ${x.slot} = ${slot})
    select ${SHEET_LIST}
    from roster
    join ${students} st on ${st.schoolId} = ${schoolId} and ${st.id} = roster.id
    left join ${inspectRecords} r on ${r.schoolId} = ${st.schoolId} and ${r.day} = ${day}::date and ${r.slot} = ${slot}
      and ${r.studentId} = ${st.id}
    order by ${st.studentNo} nulls last, ${st.name}, ${st.id}`,
  );
  return rows.map(asChildCheck);
}

/** The class's name, or nothing when it is not of this school. */
export async function className(db: Runner, schoolId: number, classId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, classId)));
  return row?.name ?? null;
}
