import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { readCall } from '../../core/read-route.ts';
import { sessionOf } from '../../core/session.ts';
import { optionalId } from './profile-input.ts';
import { resolveStaffTarget, STAFF_UPDATE_CODES, STAFF_VIEW_CODES } from './staff-access.ts';
import { checkOccupation, occupationBody } from './teacher-occupation-input.ts';
import { loadOccupation, saveOccupation } from './teacher-occupation-service.ts';

/** Teacher self profile, occupation part: post, dates, titles and the certificate list. */
export const teacherOccupationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/kid-arch/v1/teacher/accountTeacher/getTeacherOccupationById',
    {
      access: SIGNED_IN_READ,
      summary: 'Occupation of the caller (or member `id` with a staff view code): post, dates, titles, certificates',
      input: z.object({ id: optionalId }),
    },
    async (request, { id }) => {
      const s = sessionOf(request);
      return ok(await loadOccupation(ctx, s, await resolveStaffTarget(ctx, s, id, STAFF_VIEW_CODES)));
    },
  );

  app.post(
    '/kid-arch/v1/teacher/accountTeacher/updateOccupationById',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Update the occupation (own, or member `id` with teacher-manage-child-update); certificates, when sent, replace the list',
        body: occupationBody,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const target = await resolveStaffTarget(ctx, s, request.body.id, STAFF_UPDATE_CODES);
      const current = await loadOccupation(ctx, s, target);
      const { patch, certificates } = checkOccupation(request.body, current.postType, ctx.now());
      await saveOccupation(ctx, target, patch, certificates);
      return ok(await loadOccupation(ctx, s, target));
    },
  );
};
