import { GARDEN_CODES as G } from '@kg/shared';
import { staffDetailQuery, staffIdSchema } from '@kg/shared/modules/garden/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN_READ } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { schoolOf } from './staff-guards.ts';
import { staffCard, staffDetail } from './staff-view.ts';

const PREFIX = '/kid-arch/v1/teacher/accountTeacher';

export const staffDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    `${PREFIX}/getById`,
    {
      access: { codes: [G.teacher, G.teacherGet], read: true },
      summary:
        'A staff member of the school for the edit/info pages: basic and occupation fields, certificates, positions, ' +
        'roles, manage range (allRange, classes, manageRange nodes), status and history. Phone and ID number masked (in ' +
        'full on the own record); `reveal` unmasks them for holders of sensitive-id-card-view',
      input: staffDetailQuery,
    },
    async (request, { id, reveal }) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await staffDetail(ctx, s, id, reveal ?? false));
    },
  );

  readCall(
    app,
    `${PREFIX}/getByIdN`,
    {
      access: SIGNED_IN_READ,
      summary:
        "Short card of a member of the caller's school (header name and avatar): id, realName, avatarImgUrl.url, " +
        'gender, postType, jobTitle, positions, status',
      input: staffIdSchema,
    },
    async (request, { id }) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await staffCard(ctx, s, id));
    },
  );
};
