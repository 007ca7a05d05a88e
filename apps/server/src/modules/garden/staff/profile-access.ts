import { InstitutionType, PAGE_CODES, PLATFORM_CODES } from '@kg/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { denied, notFound } from '../../../core/errors.ts';
import { members } from '../../../db/schema/index.ts';

/** Codes that let a member read another member's profile in the same school. */
export const STAFF_VIEW_CODES = [PLATFORM_CODES.staffBasicView, PAGE_CODES.teacher];
/** Codes that let a member change another member's profile. */
export const STAFF_UPDATE_CODES = [PLATFORM_CODES.staffBasicUpdate];

export interface StaffTarget {
  schoolId: number;
  memberId: number;
  /** The caller's own profile (never true for a read-only visitor). */
  own: boolean;
}

/**
 * Whose profile a call is about: the caller's own, or (with one of `otherCodes`) a member of
 * the caller's school. The school is always the session's; a member of another school is
 * answered exactly like a missing one.
 */
export async function resolveStaffTarget(
  ctx: AppContext,
  s: SessionInfo,
  id: number | undefined,
  otherCodes: readonly string[],
): Promise<StaffTarget> {
  if (s.institutionType !== InstitutionType.school) throw denied();
  const memberId = id ?? s.memberId;
  const own = !s.readOnly && memberId === s.memberId;
  if (!own && !otherCodes.some((c) => s.permissions.has(c))) throw denied();
  const [row] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.institutionId, s.institutionId), eq(members.id, memberId)));
  if (!row) throw notFound();
  return { schoolId: s.institutionId, memberId, own };
}
