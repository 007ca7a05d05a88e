import { alertEndpoints as E } from '@kg/shared/modules/health/alerts/alerts';
import { dataCentreEndpoints as D } from '@kg/shared/modules/health/alerts/data-centre';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { acknowledgeAlert, alertDetail, closeAlert, pagedAlerts, schoolAlerts } from './alert-data.ts';
import { authorityAlertDetail, authorityAlerts, groupAlertDetail, groupAlerts } from './alert-reach-data.ts';
import { getRules, saveRules } from './alert-rules-data.ts';
import { runScan } from './alert-scan.ts';
import { allergenChildren } from './allergen-children-data.ts';
import { appTell } from './check-hook.ts';
import { dailyFigures, drillChildren, monthlyFigures } from './data-centre-data.ts';

/** Outbreak alerts and the data centre's health figures. */
export async function alertsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, E.list, async (q, c) => pagedAlerts(db, schoolAlerts(c.school.id, c.classes), q));
  serve(app, E.detail, async ({ id }, c) => alertDetail(db, c.school.id, id, c.classes));
  serve(app, E.acknowledge, async ({ id }, c) => {
    await acknowledgeAlert(db, c.school.id, c.session().memberId, id, c.classes);
    return null;
  });
  serve(app, E.close, async ({ id, note }, c) => {
    await closeAlert(db, c.school.id, c.session().memberId, id, note, c.classes);
    return null;
  });
  serve(app, E.rules, (_q, c) => getRules(db, c.school.id));
  serve(app, E.rulesSave, async (r, c) => {
    await saveRules(db, c.school.id, r);
    return null;
  });
  serve(app, E.groupList, (q, c) => groupAlerts(db, c.session(), q));
  serve(app, E.groupDetail, (q, c) => groupAlertDetail(db, c.session(), q));
  serve(app, E.authorityList, (q, c) => authorityAlerts(db, c.session(), q));
  serve(app, E.authorityDetail, (q, c) => authorityAlertDetail(db, c.session(), q));

  serve(app, D.daily, async ({ day, slot }, c) => dailyFigures(db, c.school.id, c.classes, day, slot));
  serve(app, D.monthly, async ({ month, slot }, c) => monthlyFigures(db, c.school.id, c.classes, month, slot));
  serve(app, D.allergenChildren, async (q, c) => allergenChildren(db, c.school.id, c.classes, q));
  serve(app, D.drill, async ({ classId, day, slot }, c) => drillChildren(db, c.school.id, c.classes, classId, day, slot));

  // every school, every rule, today: what the check entry's immediate scan did not cover (absences, a missed call)
  ctx.jobs.schedule('health.alert-scan', '*/10 * * * *', async () => {
    await withAuditContext({ actorName: 'outbreak scan' }, () =>
      runScan(db, appTell(ctx), { day: todayChina(ctx.now()) }, app.extensions.illnessSources.list()),
    );
  });
}
