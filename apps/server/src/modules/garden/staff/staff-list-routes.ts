import { GARDEN_CODES as G } from '@kg/shared';
import { StaffStatus, staffListQuery, staffSimpleListQuery } from '@kg/shared/modules/garden/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { schoolOf } from './staff-guards.ts';
import { listStaff } from './staff-list-service.ts';

const PREFIX = '/kid-arch/v1/teacher/accountTeacher';

/** The staff lists of the school (not class-scoped: staff management is school-wide). */
export const staffListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    `${PREFIX}/find`,
    {
      access: { codes: [G.teacher], read: true },
      summary:
        'Staff list, paged: filters realName, mobile (digits), postType, positionId, status (1 active, default; 2 departed). ' +
        'Rows: id, realName, mobile (masked), avatarUrl, status, allRange, isAdmin, gender, postType, jobTitle, entryDate, positions, roles, classes',
      input: staffListQuery,
    },
    (request, q) => listStaff(ctx, schoolOf(sessionOf(request)), sessionOf(request), q),
  );

  readCall(
    app,
    `${PREFIX}/listTeacherNoPermission`,
    {
      access: { codes: [G.teacher, G.teacherAuthorize], read: true },
      summary: 'Active staff holding no role (and not the school administrator account), paged; filters realName, mobile',
      input: staffSimpleListQuery,
    },
    (request, q) => listStaff(ctx, schoolOf(sessionOf(request)), sessionOf(request), { ...q, withoutRole: true }),
  );

  readCall(
    app,
    `${PREFIX}/listDepartureTeacher`,
    {
      access: { codes: [G.teacher], read: true },
      summary: 'Departed staff, paged, with departureDate and departureReason; filters realName, mobile',
      input: staffSimpleListQuery,
    },
    (request, q) => listStaff(ctx, schoolOf(sessionOf(request)), sessionOf(request), { ...q, status: StaffStatus.departed }),
  );
};
