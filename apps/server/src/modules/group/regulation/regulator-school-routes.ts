import { regulatorHomeEndpoints as E } from '@kg/shared/modules/group/regulator-home';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { supervisedSchoolPage } from './regulator-school-data.ts';

/** The regulator home: the schools it and its units supervise, with their counts. */
export async function regulatorSchoolRoutes(app: FastifyInstance): Promise<void> {
  serve(app, E.regulatorSchools, (q, c) =>
    supervisedSchoolPage(app.ctx.db, { regulatorId: c.authority.id, memberId: c.session().memberId }, q),
  );
}
