import { regulationEndpoints as E } from '@kg/shared/modules/group/regulation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { phoneSearchPattern } from '../../../core/masking.ts';
import { serve } from '../../../core/serve.ts';
import { notify } from '../../../platform/notices/index.ts';
import { reachableBodies } from '../../../platform/tenancy/index.ts';
import { listStaff, saveStaffScope } from './staff-data.ts';
import { fileRequests, listCandidates, listRequests, listSupervised, listSupervisedGroups, withdrawRequest } from './supervise-data.ts';
import { addUnit, getUnit, listUnits, setUnitDisabled, superiorChain, textUnitAdmin, unitOptions, updateUnit } from './unit-data.ts';

/** A supervising authority's console: every call acts for the caller's own authority only. */
export async function regulationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  serve(app, E.units, (q, c) => listUnits(db, c.authority.id, q));
  serve(app, E.unitOptions, (_q, c) => {
    const s = c.session();
    const id = c.authority.id;
    return unitOptions(db, reachableBodies(sql`${id}::bigint`, sql`${s.memberId}::bigint`), id);
  });
  serve(app, E.unit, ({ id }, c) => getUnit(db, c.authority.id, id));
  serve(app, E.addUnit, async (u, c) => {
    const { id, admin } = await addUnit(ctx, c.authority.id, u);
    if (admin) await textUnitAdmin(ctx, u.name, admin, c.request.ip);
    return { id };
  });
  serve(app, E.updateUnit, async (u, c) => {
    await updateUnit(db, c.authority.id, u);
    return null;
  });
  serve(app, E.unitStatus, async ({ id, disabled }, c) => {
    await setUnitDisabled(db, c.authority.id, id, disabled);
    return null;
  });
  serve(app, E.superiors, (_q, c) => superiorChain(db, c.authority.id));

  serve(app, E.supervised, (q, c) => listSupervised(db, c.authority.id, q));
  serve(app, E.supervisedGroups, (q, c) => listSupervisedGroups(db, c.authority.id, q));
  serve(app, E.candidates, (q, c) => listCandidates(db, c.authority.id, q));
  serve(app, E.request, async (r, c) => {
    const s = c.session();
    const schoolIds = await fileRequests(db, c.authority.id, r);
    // each school's directors find it on the supervision page; the bell says so
    for (const schoolId of schoolIds)
      await notify(
        ctx,
        { schoolId, roles: ['director'] },
        {
          source: 'system',
          title: { zh: `${s.institutionName}申请监管本园`, en: `${s.institutionName} asks to supervise the school` },
          body: r.message ? { zh: r.message, en: r.message } : undefined,
          link: '/system/system/supervise',
        },
      );
    return { count: schoolIds.length };
  });
  serve(app, E.requests, (q, c) => listRequests(db, c.authority.id, q));
  serve(app, E.withdraw, async ({ id }, c) => {
    await withdrawRequest(db, c.authority.id, id);
    return null;
  });

  serve(app, E.staff, (q, c) => listStaff(db, c.authority.id, q, (digits) => phoneSearchPattern(c.session(), digits)));
  serve(app, E.saveStaff, async (s, c) => {
    await saveStaffScope(db, c.authority.id, s, c.session());
    return null;
  });
}
