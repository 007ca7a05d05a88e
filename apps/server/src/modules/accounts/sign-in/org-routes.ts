import { InstitutionType } from '@kg/shared';
import { signInEndpoints as E } from '@kg/shared/modules/accounts/sign-in';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
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

/** The institutions the signed-in account may enter (the chooser). */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.orgList, async (_in, c) => {
    const s = c.session();
    const list = await listMemberships(ctx, s.accountId);
    const tree = [InstitutionType.group, InstitutionType.school, InstitutionType.regulator]
      .map((type) => ({
        id: `type-${type}`,
        title: CATEGORY[type][c.request.lang],
        type,
        children: list.filter((m) => m.type === type).map((m) => item(m, s.institutionId)),
      }))
      .filter((cat) => cat.children.length > 0);
    return { total: list.length, currentId: s.institutionId, tree };
  });

  serve(app, E.orgs, async (_in, c) => {
    const s = c.session();
    return (await listMemberships(ctx, s.accountId)).map((m) => item(m, s.institutionId));
  });

  // a public call that always fails is a test fixture, not a product feature
  if (!ctx.config.exposeTestRoutes) return;
  serve(app, E.exceptionMock, async (body) => {
    const code = body?.code;
    if (code === 'common-0403' || code === 'gateway-0102' || code === 'common-0400') throw new AppError(code);
    throw new AppError('common-0501');
  });
}
