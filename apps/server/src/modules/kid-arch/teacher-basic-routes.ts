import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { readCall } from '../../core/read-route.ts';
import { sessionOf } from '../../core/session.ts';
import { optionalId, revealFlag } from './profile-input.ts';
import { resolveStaffTarget, STAFF_UPDATE_CODES, STAFF_VIEW_CODES } from './staff-access.ts';
import { basicBody, checkBasic } from './teacher-basic-input.ts';
import { basicView, loadBasic, saveBasic } from './teacher-basic-service.ts';

/**
 * Teacher self profile, basic part (overview §9). Any school member reads and edits their
 * own; another member's needs a staff code and must be in the caller's school.
 */
export const teacherBasicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/kid-arch/v1/teacher/accountTeacher/getTeacherBasicById',
    {
      access: SIGNED_IN_READ,
      summary:
        'Basic profile of the caller (or of member `id` with a staff view code); phone and ID number in full on the own ' +
        'profile, otherwise masked unless `reveal` is asked by a holder of sensitive-id-card-view',
      input: z.object({ id: optionalId, reveal: revealFlag }),
    },
    async (request, { id, reveal }) => {
      const s = sessionOf(request);
      const target = await resolveStaffTarget(ctx, s, id, STAFF_VIEW_CODES);
      return ok(basicView(await loadBasic(ctx, target), target, s, reveal));
    },
  );

  app.post(
    '/kid-arch/v1/teacher/accountTeacher/updateTeacherBasicById',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Update the basic profile (own, or member `id` with teacher-manage-child-update); the phone is not changed here',
        body: basicBody,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const target = await resolveStaffTarget(ctx, s, request.body.id, STAFF_UPDATE_CODES);
      const row = await loadBasic(ctx, target);
      const patch = await checkBasic(ctx, request.body, row);
      await saveBasic(ctx, target, row, patch);
      return ok(basicView(await loadBasic(ctx, target), target, s));
    },
  );
};
