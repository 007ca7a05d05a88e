import { GARDEN_CODES as G } from '@kg/shared';
import { staffAddSchema, staffUpdateSchema } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { sessionOf } from '../../../core/session.ts';
import { loadBasic } from '../../kid-arch/index.ts';
import { assertActive, loadMember, schoolOf, targetOf } from './staff-guards.ts';
import { checkAdd, checkUpdate } from './staff-input.ts';
import { staffDetail } from './staff-view.ts';
import { addStaff, updateStaff } from './staff-write-service.ts';

const PREFIX = '/kid-arch/v1/teacher/accountTeacher';

export const staffWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    `${PREFIX}/add`,
    {
      config: { access: { codes: [G.teacherAdd] } },
      schema: {
        summary:
          'Add a staff member (JSON). The phone links an existing account (its password stays) or creates one with a ' +
          'random initial password sent by SMS (must be changed at first sign-in). realName, mobile and postType are required; ' +
          'certificates per post type, positionIds, roleIds (needs teacher-manage-child-authorize), manageRange nodes ' +
          '[{type:1}] or [{type:3,id}]. Answers the getById view',
        body: staffAddSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      schoolOf(s);
      const plan = await checkAdd(ctx, s, request.body);
      const id = await addStaff(ctx, s, plan, request.ip);
      return ok(await staffDetail(ctx, s, id, false));
    },
  );

  app.post(
    `${PREFIX}/update`,
    {
      config: { access: { codes: [G.teacherUpdate] } },
      schema: {
        summary:
          'Update an active staff member (JSON, id required); absent fields stay, sent lists replace. The phone changes ' +
          'only through /kid-arch/v1/teacher/confirm-update-mobile. Answers the getById view',
        body: staffUpdateSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const schoolId = schoolOf(s);
      const { id } = request.body;
      const member = await loadMember(ctx.db, schoolId, id);
      assertActive(member);
      const row = await loadBasic(ctx, targetOf(s, id));
      const cur = await ctx.db.execute(sql`select
        (select post_type from staff_profiles where school_id = ${schoolId} and member_id = ${id}) as "postType",
        coalesce((select array_agg(role_id) from member_roles where institution_id = ${schoolId} and member_id = ${id}), '{}') as "roleIds"`);
      const current = cur.rows[0] as { postType: number | null; roleIds: number[] };
      const plan = await checkUpdate(ctx, s, request.body, row, { postType: current.postType, roleIds: current.roleIds.map(Number) });
      await updateStaff(ctx, s, id, member.accountId, plan);
      return ok(await staffDetail(ctx, s, id, false));
    },
  );
};
