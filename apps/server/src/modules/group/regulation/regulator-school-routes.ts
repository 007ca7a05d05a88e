import { InstitutionType } from '@kg/shared';
import { regulatorHomeEndpoints as E } from '@kg/shared/modules/group/regulator-home';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { supervisedSchoolPage } from './regulator-school-data.ts';

/** The regulator home: the schools it and its units supervise, with their counts. */
export async function regulatorSchoolRoutes(app: FastifyInstance): Promise<void> {
  serve(app, E.regulatorSchools, (q, c) => {
    const s = c.session();
    if (s.institutionType !== InstitutionType.regulator || s.readOnly) throw new AppError('common-0403');
    return supervisedSchoolPage(app.ctx.db, { regulatorId: s.institutionId, memberId: s.memberId }, q);
  });
}
