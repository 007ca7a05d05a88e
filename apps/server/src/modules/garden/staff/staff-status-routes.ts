import { GARDEN_CODES as G } from '@kg/shared';
import { staffIdSchema, staffStatusChangeSchema } from '@kg/shared/modules/garden/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { sessionOf } from '../../../core/session.ts';
import { schoolOf } from './staff-guards.ts';
import { departStaff, reenterStaff, resetStaffPassword } from './staff-status-service.ts';

const PREFIX = '/kid-arch/v1/teacher/accountTeacher';

export const staffStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    `${PREFIX}/departure`,
    {
      config: { access: { codes: [G.teacherDeparture] } },
      schema: {
        summary:
          'Departure of a staff member: {id, date? (YYYY-MM-DD, default today), reason?}. Kept with its history, listed by ' +
          'listDepartureTeacher, can no longer sign in to this school; its sessions end. Not oneself, not the last director',
        body: staffStatusChangeSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await departStaff(ctx, s, request.body));
    },
  );

  app.post(
    `${PREFIX}/entry`,
    {
      config: { access: { codes: [G.teacherDeparture, G.teacherAdd] } },
      schema: {
        summary: 'Re-entry of a departed staff member: {id, date?, reason?}; roles, positions and range are restored as they were',
        body: staffStatusChangeSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await reenterStaff(ctx, s, request.body));
    },
  );

  app.post(
    `${PREFIX}/resetPasswd`,
    {
      config: { access: { codes: [G.teacherResetPassword] } },
      schema: {
        summary:
          'Reset the password of a staff member: {id}. A random password goes by SMS to their phone, must be changed ' +
          'at the next sign-in, and all their sessions end. Answers {id, mobile (masked)}',
        body: staffIdSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await resetStaffPassword(ctx, s, request.body.id, request.ip));
    },
  );
};
