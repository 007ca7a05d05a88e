import { InstitutionType } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from './context.ts';
import { AppError, denied } from './errors.ts';

/**
 * The caller's reach, the one way every handler learns it (DESIGN §6): the session, the school
 * it acts in, and the classes it may see.
 */
export interface CallScope {
  /** The session of a route that declared codes (absent on public routes: 401). */
  session(): SessionInfo;
  /** The school the session acts in; a group or regulator session outside a school is refused. */
  schoolId(): number;
  /** The classes the session may see: null is the whole school. Loaded once per request. */
  classRange(): Promise<number[] | null>;
}

/** The scope of one request; the class range is loaded on first use. */
export class RequestScope implements CallScope {
  private range: Promise<number[] | null> | undefined;

  constructor(
    readonly ctx: AppContext,
    readonly request: FastifyRequest,
  ) {}

  session(): SessionInfo {
    if (!this.request.session) throw new AppError('gateway-0101');
    return this.request.session;
  }

  schoolId(): number {
    return schoolOf(this.session());
  }

  classRange(): Promise<number[] | null> {
    this.range ??= classRangeOf(this.ctx, this.session());
    return this.range;
  }
}

/** The school a session acts in; anything else is refused. */
export function schoolOf(s: SessionInfo): number {
  if (s.institutionType !== InstitutionType.school) throw denied();
  return s.institutionId;
}

/**
 * The classes a session may see: null means the whole school (directors, staff with the
 * whole-school range, regulators inside a school); otherwise the member's chosen classes.
 */
export async function classRangeOf(ctx: AppContext, s: SessionInfo): Promise<number[] | null> {
  schoolOf(s);
  if (s.allRange || s.readOnly) return null;
  const r = await ctx.db.execute(sql`select class_id as "classId" from member_class_ranges
    where school_id = ${s.institutionId} and member_id = ${s.memberId}`);
  return (r.rows as { classId: number }[]).map((x) => x.classId);
}

/** A list of ids as ONE bigint[] parameter: drizzle would spread a JS array into a value list. */
export const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`;
/** `any($1::bigint[])`. */
export const anyId = (ids: readonly number[]) => sql`any(${idArray(ids)})`;

/** `column in (range)` for a class-scoped session, `true` for the whole school. */
export function inRange(column: SQL, range: number[] | null): SQL {
  if (range === null) return sql`true`;
  if (range.length === 0) return sql`false`;
  return sql`${column} = ${anyId(range)}`;
}

/** Whether one class is within the range. */
export const classInRange = (range: number[] | null, classId: number | null | undefined) =>
  range === null || (classId != null && range.includes(classId));
