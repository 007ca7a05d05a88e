import { InstitutionType } from '@kg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sessionOf } from '../../core/session.ts';
import { listMemberships, type Membership } from './memberships.ts';

const CATEGORY: Record<number, { zh: string; en: string }> = {
  [InstitutionType.regulator]: { zh: '监管机构', en: 'Supervising bodies' },
  [InstitutionType.group]: { zh: '幼儿园集团', en: 'Kindergarten groups' },
  [InstitutionType.school]: { zh: '幼儿园', en: 'Kindergartens' },
};

/** One chooser item in the shape of overview §2. */
function item(m: Membership, currentId: number) {
  return {
    id: m.institutionId,
    loginId: m.institutionId,
    name: m.name,
    title: m.name,
    type: m.type,
    tenantryId: m.type === InstitutionType.group ? m.institutionId : (m.groupId ?? m.institutionId),
    organizationId: m.type === InstitutionType.group ? m.institutionId : null,
    groupName: m.groupName,
    teacherId: m.memberId,
    current: m.institutionId === currentId,
    children: [],
  };
}

export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/iam/v1/web-oauth/org-list',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'Institutions of the signed-in account as the chooser tree (groups, kindergartens, supervising bodies)' },
    },
    async (request) => {
      const s = sessionOf(request);
      const list = await listMemberships(ctx, s.accountId);
      const tree = [InstitutionType.group, InstitutionType.school, InstitutionType.regulator]
        .map((type) => ({
          id: `type-${type}`,
          title: CATEGORY[type][request.lang],
          type,
          children: list.filter((m) => m.type === type).map((m) => item(m, s.institutionId)),
        }))
        .filter((c) => c.children.length > 0);
      return ok({ total: list.length, currentId: s.institutionId, tree });
    },
  );

  app.post(
    '/iam/v1/web-oauth/kid-login/teacher-school',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'Flat list of the institutions of the signed-in account' },
    },
    async (request) => {
      const s = sessionOf(request);
      return ok((await listMemberships(ctx, s.accountId)).map((m) => item(m, s.institutionId)));
    },
  );

  // a public call that always fails is a test fixture, not a product feature
  if (!ctx.config.exposeTestRoutes) return;
  app.post(
    '/iam/v1/no-auth/exceptionMock',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Test call (development and test builds only): answers the error whose code is given (default a server error), for client error handling checks',
        body: z.object({ code: z.string().optional() }).optional(),
      },
    },
    async (request) => {
      const code = request.body?.code;
      if (code === 'common-0403' || code === 'gateway-0102' || code === 'common-0400') throw new AppError(code);
      throw new AppError('common-0501');
    },
  );
};
