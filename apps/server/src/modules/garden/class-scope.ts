import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../core/context.ts';

/**
 * The classes a session may see (DESIGN §6): null means the whole school (directors, staff
 * with the whole-school range, regulators inside a school); otherwise the member's chosen
 * classes. Every class-scoped list, option and detail call filters with this, on the server.
 */
export async function classScope(ctx: AppContext, s: SessionInfo): Promise<number[] | null> {
  if (s.allRange || s.readOnly) return null;
  const r = await ctx.db.execute(sql`select class_id as "classId" from member_class_ranges
    where school_id = ${s.institutionId} and member_id = ${s.memberId}`);
  return (r.rows as { classId: number }[]).map((x) => x.classId);
}

/** `any($1::bigint[])` with the ids as ONE array parameter: drizzle would spread a JS array into a value list. */
export const anyId = (ids: readonly number[]) => sql`any(${sql.param([...ids])}::bigint[])`;

/** `column in (scope)` for a scoped session, nothing for the whole school. */
export function inScope(column: SQL, scope: number[] | null): SQL {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} = ${anyId(scope)}`;
}

/** Whether one class is within the session's scope. */
export const classInScope = (scope: number[] | null, classId: number | null | undefined) =>
  scope === null || (classId != null && scope.includes(classId));
