import { termEndpoints as E, TermType } from '@kg/shared/modules/garden/terms';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { deleteTerm, listTerms, saveTerm, springTermOf, termHolding } from './term-data.ts';
import { checkTermDates, schoolYearName, schoolYearOf, termView } from './term-service.ts';

/** Term time settings per school year: autumn (1) and spring (2), no overlaps. */
export async function termRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  // "today" in Asia/Shanghai decides which term is current
  const today = () => todayChina(ctx.now());

  serve(app, E.list, async (q, c) => {
    const page = await listTerms(db, c.school.id, q);
    const now = today();
    return { ...page, list: page.list.map((t) => termView(t, now, c.request.lang)) };
  });
  serve(app, E.add, async (p, c) => termView(await saveTerm(db, c.school.id, null, checkTermDates(p, ctx.now())), today(), c.request.lang));
  serve(app, E.update, async ({ id, ...p }, c) =>
    termView(await saveTerm(db, c.school.id, id, checkTermDates(p, ctx.now())), today(), c.request.lang),
  );
  serve(app, E.remove, async ({ id }, c) => {
    await deleteTerm(db, c.school.id, id);
    return null;
  });
  serve(app, E.current, async (_q, c) => {
    const now = today();
    const term = await termHolding(db, c.school.id, now);
    return term ? termView(term, now, c.request.lang) : null;
  });
  // top-grade classes graduate at the end of the spring term of the current school year
  serve(app, E.graduating, async (_q, c) => {
    const schoolId = c.school.id;
    const now = today();
    const schoolYear = schoolYearOf(now, await termHolding(db, schoolId, now));
    const term = await springTermOf(db, schoolId, schoolYear);
    return {
      schoolYear,
      schoolYearName: schoolYearName(schoolYear, c.request.lang),
      termType: TermType.spring,
      term: term ? termView(term, now, c.request.lang) : null,
      graduationDate: term?.endDate ?? null,
    };
  });
}
