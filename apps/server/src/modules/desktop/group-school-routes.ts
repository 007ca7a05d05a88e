import { InstitutionType } from '@kg/shared';
import { desktopEndpoints as E } from '@kg/shared/modules/platform/desktop';
import type { FastifyInstance } from 'fastify';
import { denied } from '../../core/errors.ts';
import { serve } from '../../core/serve.ts';
import { groupSchoolPage } from './desktop-data.ts';

/** The group home: the group's schools, paged, with their counts. */
export async function groupSchoolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.groupSchools, (q, c) => {
    const s = c.session();
    if (s.institutionType !== InstitutionType.group || s.readOnly) throw denied();
    return groupSchoolPage(db, s.institutionId, q);
  });
}
