import { ALL_SCHOOL_CODES, GARDEN_CODES as G } from '@kg/shared';
import { staffAuthorizationUpdateSchema, staffIdSchema } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { assertActive, assertDirectorRemains, loadMember, lockDirectors, schoolOf } from './staff-guards.ts';
import { checkRoles } from './staff-input.ts';
import { writeRoles } from './staff-write-service.ts';

const PREFIX = '/kid-arch/v1/teacher/accountTeacher';

interface RoleRow {
  id: number;
  name: string;
  builtin: string | null;
  codes: string[];
  checked: boolean;
}

/** Every role of the school, which ones the member holds, and the codes that gives them. */
async function authorizationView(ctx: AppContext, s: SessionInfo, id: number) {
  const m = await loadMember(ctx.db, s.institutionId, id);
  const r = await ctx.db.execute(sql`select r.id, r.name, r.builtin,
      coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
        where rp.institution_id = r.institution_id and rp.role_id = r.id), '{}') as codes,
      exists (select 1 from member_roles mr where mr.institution_id = r.institution_id and mr.role_id = r.id
        and mr.member_id = ${id}) as checked
    from roles r where r.institution_id = ${s.institutionId} order by r.id`);
  const roles = r.rows as unknown as RoleRow[];
  const held = roles.filter((x) => x.checked);
  // the school's administrator account holds every code whatever its roles (core/session.ts)
  const codes = new Set([...(m.isAdmin ? ALL_SCHOOL_CODES : []), ...held.flatMap((x) => x.codes)]);
  return {
    id: m.id,
    realName: m.realName,
    status: m.status,
    isAdmin: m.isAdmin,
    roleIds: held.map((x) => x.id),
    roles,
    permissions: [...codes].sort(),
  };
}

/** System authorization of a staff member (domain §6): the roles of the school they hold. */
export const staffAuthorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    `${PREFIX}/getTeacherBasicAuthorization`,
    {
      access: { codes: [G.teacherAuthorize, G.teacherGet], read: true },
      summary: 'Roles of the school with `checked` for those the member holds, roleIds, and the permission codes that result',
      input: staffIdSchema,
    },
    async (request, { id }) => {
      const s = sessionOf(request);
      schoolOf(s);
      return ok(await authorizationView(ctx, s, id));
    },
  );

  app.post(
    `${PREFIX}/updateTeacherBasicAuthorization`,
    {
      config: { access: { codes: [G.teacherAuthorize] } },
      schema: {
        summary:
          'Set the roles of an active staff member: {id, roleIds} (all of them; [] removes every role). Roles of the school ' +
          'only; a newly granted role may not carry codes the caller lacks; the school keeps at least one director',
        body: staffAuthorizationUpdateSchema,
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const schoolId = schoolOf(s);
      const { id, roleIds } = request.body;
      const before = await authorizationView(ctx, s, id);
      const want = await checkRoles(ctx, s, roleIds, before.roleIds);
      await ctx.db.transaction(async (tx) => {
        const directorRole = await lockDirectors(tx, schoolId);
        assertActive(await loadMember(tx, schoolId, id, true));
        await writeRoles(tx, schoolId, id, want);
        await assertDirectorRemains(tx, schoolId, directorRole);
      });
      return ok(await authorizationView(ctx, s, id));
    },
  );
};
