import { InstitutionType, type Scope } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from './context.ts';
import { AppError, denied } from './errors.ts';

/** What every call may ask about its caller: the session (public calls have none: 401). */
export interface CallScope {
  session(): SessionInfo;
}

/** An institution the call acts in, resolved before the handler runs. */
export interface Institution {
  readonly id: number;
}
/** A 'school' call: the school the session acts in. */
export interface SchoolScope {
  readonly school: Institution;
}
/** A 'class' call: the school, and the classes the caller may act on (null: the whole school). */
export interface ClassScope extends SchoolScope {
  readonly classes: number[] | null;
}
/** A 'group' call: the group of a group-console session. */
export interface GroupScope {
  readonly group: Institution;
}
/** An 'authority' call: the authority of an authority-console session. */
export interface AuthorityScope {
  readonly authority: Institution;
}

/**
 * What a handler may reach for its endpoint's scope: nothing beyond the session when it declares
 * none (not distributive, so a call typed for any endpoint reaches no institution either).
 */
export type ScopeOf<S extends Scope | undefined> = [S] extends ['school']
  ? SchoolScope
  : [S] extends ['class']
    ? ClassScope
    : [S] extends ['group']
      ? GroupScope
      : [S] extends ['authority']
        ? AuthorityScope
        : unknown;

/** The scope of one request: the session, and what enter() resolved for the endpoint's scope. */
export class RequestScope implements CallScope {
  school: Institution | undefined = undefined;
  classes: number[] | null = null;
  group: Institution | undefined = undefined;
  authority: Institution | undefined = undefined;

  constructor(
    readonly ctx: AppContext,
    readonly request: FastifyRequest,
  ) {}

  session(): SessionInfo {
    if (!this.request.session) throw new AppError('gateway-0101');
    return this.request.session;
  }

  /**
   * Resolves the endpoint's scope, once, before its handler; a caller without such an
   * institution is refused (common-0403), so a handler never meets a missing one. Only 'class'
   * waits (a class-limited member's classes are a query); the others answer synchronously.
   */
  enter(scope: Scope): Promise<void> | undefined {
    const s = this.session();
    const id = institutionOf(scope, s);
    if (scope === 'group') this.group = { id };
    else if (scope === 'authority') this.authority = { id };
    else {
      this.school = { id };
      if (scope === 'class')
        return classRangeOf(this.ctx, s).then((range) => {
          this.classes = range;
        });
    }
    return undefined;
  }
}

/** The id of the institution a session acts in for `scope`; a session without one is refused (common-0403). */
export function institutionOf(scope: Scope, s: SessionInfo): number {
  if (scope === 'group') return groupOf(s);
  if (scope === 'authority') return authorityOf(s);
  return schoolOf(s);
}

/** The school a session acts in; anything else is refused. */
export function schoolOf(s: SessionInfo): number {
  if (s.institutionType !== InstitutionType.school) throw denied();
  return s.institutionId;
}

/** The group of a group-console session; any other session (a school, a visit, read-only) is refused. */
export function groupOf(s: SessionInfo): number {
  if (s.institutionType !== InstitutionType.group || s.readOnly) throw denied();
  return s.institutionId;
}

/** The authority of an authority-console session; any other session (a school, a group, a visit) is refused. */
export function authorityOf(s: SessionInfo): number {
  if (s.institutionType !== InstitutionType.regulator || s.readOnly) throw denied();
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
export function inRange(column: SQL, range: readonly number[] | null): SQL {
  if (range === null) return sql`true`;
  if (range.length === 0) return sql`false`;
  return sql`${column} = ${anyId(range)}`;
}

/** Whether one class is within the range. */
export const classInRange = (range: readonly number[] | null, classId: number | null | undefined) =>
  range === null || (classId != null && range.includes(classId));
