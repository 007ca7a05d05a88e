import { InstitutionType } from '@kg/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { denied } from '../../../core/errors.ts';
import { classRangeOf } from '../../../core/scope.ts';
import { sessionOf } from '../../../core/session.ts';
import * as lookup from './class-lookup.ts';

/**
 * The older names the grade and child areas still import. The class helpers live in
 * class-lookup.ts (by school id), record-errors.ts and school-day.ts; the session and range
 * come from core/scope.ts. New code imports those directly.
 */

export { anyId } from '../../../core/scope.ts';
export { assertRoom, type ClassRow, findClass, lockSchool, type Runner } from './class-lookup.ts';
export { RECORD_ERRORS as E } from './record-errors.ts';
export { ageInMonths, todayChina } from './school-day.ts';

/** The session of a garden call: only a school session has grades, classes and children. */
export function schoolSession(request: FastifyRequest): SessionInfo {
  const s = sessionOf(request);
  if (s.institutionType !== InstitutionType.school) throw denied();
  return s;
}

/** A session with its class range loaded (null = whole school). */
export async function scoped(ctx: AppContext, request: FastifyRequest) {
  const s = schoolSession(request);
  return { s, scope: await classRangeOf(ctx, s) };
}

/** A class the session may see (class-lookup.ts visibleClass, by session). */
export const visibleClass = (db: lookup.Runner, s: SessionInfo, scope: number[] | null, id: number, lock = false) =>
  lookup.visibleClass(db, s.institutionId, scope, id, lock);

/** An active class the session may see (class-lookup.ts activeClass, by session). */
export const activeClass = (db: lookup.Runner, s: SessionInfo, scope: number[] | null, id: number, lock = false) =>
  lookup.activeClass(db, s.institutionId, scope, id, lock);
