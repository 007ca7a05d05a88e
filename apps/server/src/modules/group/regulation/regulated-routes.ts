import { regulatorHomeEndpoints as E } from '@kg/shared/modules/group/regulator-home';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { isRegulated } from './regulator-school-data.ts';

/** Whether the session's school is supervised (the web shows the supervision mark). */
export async function regulatedRoutes(app: FastifyInstance): Promise<void> {
  // the session's institution only: a schoolId in the body or headers is never the subject
  serve(app, E.regulated, (_in, c) => isRegulated(app.ctx.db, c.session().institutionId));
}
