import { InstitutionType } from '@kg/shared';
import { idField } from '@kg/shared/validation/id';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_RATE_LIMIT, SIGNED_IN } from '../../core/access.ts';
import type { SessionInfo } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sessionOf } from '../../core/session.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { refererTokens } from '../../db/schema/index.ts';
import { startSession } from './session-service.ts';

/** A regulator's entry token is short-lived: it only carries the browser to /referer. */
const REFERER_TOKEN_TTL_S = 60;

export function assertRegulator(s: SessionInfo): void {
  if (s.institutionType !== InstitutionType.regulator || s.readOnly) throw new AppError('common-0403');
}

export const refererRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/iam/v1/web-oauth/common/auth-code',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Regulator: a single-use temp token (60 s) to enter a supervised school read-only through /referer',
        body: z.object({ schoolId: idField }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      assertRegulator(s);
      const { schoolId } = request.body;
      const r = await ctx.db.execute(sql`
      select i.name from regulator_schools rs join institutions i on i.id = rs.school_id
      where rs.regulator_id = ${s.institutionId} and rs.school_id = ${schoolId} and not i.disabled`);
      const school = r.rows[0] as { name: string } | undefined;
      if (!school) throw new AppError('common-0405');
      const temptoken = randomToken(32);
      await ctx.db.insert(refererTokens).values({
        tokenHash: hashToken(temptoken),
        accountId: s.accountId,
        regulatorId: s.institutionId,
        schoolId,
        expiresAt: new Date(ctx.now().getTime() + REFERER_TOKEN_TTL_S * 1000),
      });
      return ok({ temptoken, loginId: schoolId, tenantryName: school.name, expiresIn: REFERER_TOKEN_TTL_S });
    },
  );

  app.post(
    '/iam/v1/no-auth/referer-login',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        summary: 'Regulator entry: consume the temp token and start a read-only session in that school',
        body: z.object({ temptoken: z.string().trim().min(1).max(256), loginId: idField }),
      },
    },
    async (request) => {
      const { temptoken, loginId } = request.body;
      const now = ctx.now();
      // One statement claims the token: single use even when two tabs race. It also requires
      // that the regulator still supervises the school and the member is still active.
      const r = await ctx.db.execute(sql`
      update referer_tokens rt set used_at = ${now}
      where rt.token_hash = ${hashToken(temptoken)} and rt.used_at is null and rt.expires_at > ${now}
        and rt.school_id = ${loginId}
      returning rt.account_id as "accountId", rt.regulator_id as "regulatorId", rt.school_id as "schoolId",
        (select m.id from members m join regulator_schools rs on rs.regulator_id = m.institution_id and rs.school_id = rt.school_id
         where m.institution_id = rt.regulator_id and m.account_id = rt.account_id and m.status = 1) as "memberId"`);
      const row = r.rows[0] as { accountId: number; regulatorId: number; schoolId: number; memberId: number | null } | undefined;
      if (!row || row.memberId === null) throw new AppError('iam-0007');
      const data = await startSession(ctx, {
        accountId: Number(row.accountId),
        institutionId: Number(row.schoolId),
        memberId: Number(row.memberId),
        readOnly: true,
        viaInstitutionId: Number(row.regulatorId),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(data);
    },
  );
};
