import { profileEndpoints as P } from '@kg/shared/modules/system/profile';
import { settingsEndpoints as S } from '@kg/shared/modules/system/settings';
import { superviseEndpoints as V } from '@kg/shared/modules/system/supervise';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { effectiveLinks } from '../../../platform/settings/index.ts';
import { readProfile, saveProfile } from './profile-data.ts';
import { saveSettings, schoolSettingsOf } from './settings-data.ts';
import { changeScope, decideRequest, endSupervision, listRequests, supervisionState } from './supervise-data.ts';

/** The school area's calls: profile, platform settings, supervision. Every one on the session's school. */
export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, P.info, (_in, c) => readProfile(app.ctx, c.session(), c.school.id));
  serve(app, P.save, async (p, c) => {
    await saveProfile(db, c.school.id, p);
    return null;
  });

  serve(app, S.settings, async (_in, c) => {
    const s = await schoolSettingsOf(db, c.school.id);
    return { ...s, externalLinks: effectiveLinks(app.ctx, s.externalLinks) };
  });
  serve(app, S.saveSettings, async (s, c) => {
    await saveSettings(db, c.school.id, s);
    return null;
  });

  serve(app, V.state, (_in, c) => supervisionState(db, c.school.id));
  serve(app, V.requests, (q, c) => listRequests(db, c.school.id, q));
  serve(app, V.decide, async (d, c) => {
    await decideRequest(db, c.school.id, c.session().memberId, d);
    return null;
  });
  serve(app, V.scope, async (s, c) => {
    await changeScope(db, c.school.id, c.session().memberId, s);
    return null;
  });
  serve(app, V.end, async ({ regulatorId }, c) => {
    await endSupervision(db, c.school.id, c.session().memberId, regulatorId);
    return null;
  });
}
