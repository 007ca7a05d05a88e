import { todayChina } from '@kg/shared/time/china';
import { and, eq, inArray, isNotNull, not } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LoginResult, TestApp } from '../../../../test/harness.ts';
import { memberClassRanges, students } from '../../../db/schema/index.ts';

/** Fixtures the care tests share (calls go through the harness's typed call). */

/** China's today and a day relative to it, as 'YYYY-MM-DD'. */
export const chinaDay = (offset = 0) => todayChina(new Date(Date.now() + offset * 86_400_000));

/** An enrolled child of the school in (or, with `outside`, outside) the given classes. */
export async function childOf(
  t: TestApp,
  schoolId: number,
  classIds: number[] | null,
  outside = false,
): Promise<{ id: number; classId: number }> {
  const s = students;
  const within = classIds === null ? undefined : outside ? not(inArray(s.classId, classIds)) : inArray(s.classId, classIds);
  const [child] = await t.db
    .select({ id: s.id, classId: s.classId })
    .from(s)
    .where(and(eq(s.schoolId, schoolId), eq(s.status, 1), isNotNull(s.classId), within))
    .orderBy(s.id)
    .limit(1);
  return { id: child.id, classId: child.classId! };
}

export async function rangeOf(t: TestApp, who: LoginResult): Promise<number[]> {
  const r = memberClassRanges;
  const rows = await t.db
    .select({ classId: r.classId })
    .from(r)
    .where(and(eq(r.schoolId, who.schoolId), eq(r.memberId, who.teacherId)));
  return rows.map((x) => x.classId);
}

/** The rows a table holds (every school's): a refused call must leave it as it was. */
export const count = (t: TestApp, table: PgTable) => t.db.$count(table);
