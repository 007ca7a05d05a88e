import { menuEndpoints as E } from '@kg/shared/modules/recipes/menus';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { notify } from '../../../platform/notices/index.ts';
import { menuDishes } from './dish-nutrients.ts';
import { intakeList, schoolIntakes, updateIntakes } from './intake-data.ts';
import { currentWeek, getWeek, listWeeks } from './menu-data.ts';
import { copyWeek, deleteWeek, publishWeek, saveWeek } from './menu-write.ts';
import { addPhoto, deletePhoto, listPhotos } from './photo-data.ts';
import { weekReport } from './report-data.ts';

/** Weekly menus, meal photos, reference intakes, the nutrient report. */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, E.page, (q, c) => listWeeks(db, c.school.id, q));
  serve(app, E.get, (q, c) => getWeek(db, c.school.id, q));
  serve(app, E.save, (p, c) => saveWeek(db, c.school.id, c.session().memberId, p));
  serve(app, E.copy, (p, c) => copyWeek(db, c.school.id, c.session().memberId, p.fromId, p.weekStart));
  serve(app, E.publish, async (p, c) => {
    const schoolId = c.school.id;
    const { weekStart, children } = await publishWeek(db, schoolId, c.session().memberId, p.id);
    // after the commit: a notice never announces a menu that is not there
    const sent = await notify(
      ctx,
      { schoolId, guardiansOf: children },
      {
        source: 'recipes',
        title: { zh: `${weekStart} 当周食谱已发布`, en: `The menu of the week of ${weekStart} is out` },
        body: { zh: '点击查看孩子本周的一日三餐。', en: 'See what your child eats this week.' },
      },
    );
    return { notified: sent.accountIds.length };
  });
  serve(app, E.remove, async (p, c) => {
    await deleteWeek(db, c.school.id, p.id);
    return null;
  });
  serve(app, E.current, (q, c) => currentWeek(db, c.school.id, q.day ?? todayChina(ctx.now())));
  serve(app, E.dishNutrients, async (q, c) => [...(await menuDishes(db, c.school.id, q.ids)).values()]);

  serve(app, E.photos, (q, c) => listPhotos(ctx, c.session(), c.school.id, q.from, q.to));
  serve(app, E.addPhoto, (_q, c) => addPhoto(ctx, c.session(), c.school.id, c.request));
  serve(app, E.removePhoto, async (p, c) => {
    await deletePhoto(ctx, c.school.id, p.id);
    return null;
  });

  serve(app, E.intakes, async (_q, c) => intakeList(await schoolIntakes(db, c.school.id)));
  serve(app, E.updateIntakes, async (p, c) => intakeList(await updateIntakes(db, c.school.id, p.values)));
  serve(app, E.report, (q, c) => weekReport(db, c.school.id, q.id));
}
