import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { call, type LoginResult, type TestApp } from '../../../../test/harness.ts';

/** Calls and lookups the care tests share. */
export const CARE = '/attendance/v1/healthy-care';

export const poster =
  (t: TestApp) =>
  (path: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
    call(t.app, path.startsWith('/') ? path : `${CARE}/${path}`, { token: who.token, body, headers });

/** China's today and a day relative to it, as 'YYYY-MM-DD'. */
export const chinaDay = (offset = 0) => todayChina(new Date(Date.now() + offset * 86_400_000));

/** An enrolled child of the school in (or, with `outside`, outside) the given classes. */
export async function childOf(
  t: TestApp,
  schoolId: number,
  classIds: number[] | null,
  outside = false,
): Promise<{ id: number; classId: number }> {
  const cond =
    classIds === null
      ? sql`true`
      : outside
        ? sql`not (class_id = any(${sql.param(classIds)}::bigint[]))`
        : sql`class_id = any(${sql.param(classIds)}::bigint[])`;
  const r = await t.db.execute<{ id: number; classId: number }>(
    sql`select id, class_id as "classId" from students where school_id = ${schoolId} and status = 1 and class_id is not null and ${cond} order by id limit 1`,
  );
  return r.rows[0];
}

export async function rangeOf(t: TestApp, who: LoginResult): Promise<number[]> {
  const r = await t.db.execute<{ classId: number }>(
    sql`select class_id as "classId" from member_class_ranges where school_id = ${who.schoolId} and member_id = ${who.teacherId}`,
  );
  return r.rows.map((x) => Number(x.classId));
}

export const count = async (t: TestApp, table: string) =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0].n);
