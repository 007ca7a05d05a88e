import { referenceEndpoints as E } from '@kg/shared/modules/platform/reference';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { serve } from '../../core/serve.ts';
import { interpolate, zScore } from './lms.ts';
import { foodCategories, foodPage, lmsAround, loadStatus } from './reference-data.ts';

/** WHO restricts the tails of weight-based indicators only. */
const WEIGHT_BASED = new Set(['weight', 'body_mass_index']);

/** Reference data every signed-in user may read: growth standards and food composition. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.status, () => loadStatus(db));
  serve(app, E.growth, async (q) => {
    const around = await lmsAround(db, q);
    if (!around) throw new AppError('reference-0001', { field: 'x' });
    const lms = interpolate(around.below, around.above, q.x);
    const z = q.value === undefined ? null : zScore(q.value, lms, WEIGHT_BASED.has(q.measure));
    return { reference: around.reference, sex: q.sex, measure: q.measure, by: q.by, ...lms, z };
  });
  serve(app, E.foods, (q) => foodPage(db, q));
  serve(app, E.foodCategories, () => foodCategories(db));
}
