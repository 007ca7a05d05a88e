import { InstitutionType } from '@kg/shared';
import { signInEndpoints as E } from '@kg/shared/modules/accounts/sign-in';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_RATE_LIMIT } from '../../../core/access.ts';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { startSession } from '../sessions/session-service.ts';
import { clientOf } from './login-routes.ts';
import { claimRefererToken, issueRefererToken, REFERER_TOKEN_TTL_S, supervisedSchoolName } from './referer-data.ts';

export function assertRegulator(s: SessionInfo): void {
  if (s.institutionType !== InstitutionType.regulator || s.readOnly) throw new AppError('common-0403');
}

/** A regulator enters a supervised school read-only: a code in its own session, the login in the new tab. */
export async function refererRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.refererCode, async ({ schoolId }, c) => {
    const s = c.session();
    assertRegulator(s);
    const name = await supervisedSchoolName(ctx.db, { regulatorId: s.institutionId, memberId: s.memberId }, schoolId);
    if (name === undefined) throw new AppError('common-0405');
    const temptoken = await issueRefererToken(ctx, { accountId: s.accountId, regulatorId: s.institutionId, schoolId });
    return { temptoken, loginId: schoolId, tenantryName: name, expiresIn: REFERER_TOKEN_TTL_S };
  });

  serve(
    app,
    E.refererLogin,
    async ({ temptoken, loginId }, c) => {
      const row = await claimRefererToken(ctx.db, temptoken, loginId, ctx.now());
      if (!row || row.memberId === null) throw new AppError('iam-0007');
      return startSession(ctx, {
        accountId: Number(row.accountId),
        institutionId: Number(row.schoolId),
        memberId: Number(row.memberId),
        readOnly: true,
        viaInstitutionId: Number(row.regulatorId),
        ...clientOf(c.request),
      });
    },
    { rateLimit: PUBLIC_RATE_LIMIT },
  );
}
