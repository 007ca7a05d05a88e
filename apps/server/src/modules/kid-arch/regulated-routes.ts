import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { sessionOf } from '../../core/session.ts';

export const regulatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    method: ['GET', 'POST'],
    url: '/kid-arch/v1/teacher/school/is-be-regulated',
    config: { access: SIGNED_IN_READ },
    schema: { summary: "Whether the session's school is supervised by an (enabled) regulator: data is a boolean" },
    handler: async (request) => {
      // the session's institution only: a schoolId in the body or headers is never the subject
      const { institutionId } = sessionOf(request);
      const r = await ctx.db.execute(sql`select exists (
        select 1 from regulator_schools rs join institutions reg on reg.id = rs.regulator_id
        where rs.school_id = ${institutionId} and not reg.disabled) as "regulated"`);
      return ok(Boolean((r.rows[0] as { regulated: boolean }).regulated));
    },
  });
};
