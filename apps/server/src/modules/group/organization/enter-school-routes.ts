import { groupEntryEndpoints as E } from '@kg/shared/modules/group/organization';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { assertSchoolInScope } from '../../../platform/tenancy/index.ts';
import { clientOf, startSession } from '../../accounts/index.ts';

/**
 * A group employee enters a school of their scope. The new session stands in the school with
 * the group as its way in (viaInstitutionId) and the group membership as its member: the session
 * loader gives it the school codes of the member's group roles and the whole school's range.
 */
export async function enterSchoolRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.enterSchool, async ({ schoolId }, c) => {
    const s = c.session();
    await assertSchoolInScope(ctx.db, s, schoolId);
    return startSession(ctx, {
      accountId: s.accountId,
      institutionId: schoolId,
      memberId: s.memberId,
      viaInstitutionId: c.group.id,
      ...clientOf(c.request),
    });
  });
}
