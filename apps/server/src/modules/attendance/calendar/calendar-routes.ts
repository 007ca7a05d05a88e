import { calendarEndpoints as E } from '@kg/shared/modules/attendance/calendar';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { classifyDays, namedTerm, schoolCalendarOverrides, schoolTermPage } from '../../../platform/calendar/index.ts';
import { deleteSpan, listSpans, saveSpan } from './calendar-data.ts';

/** The last day of a month 'YYYY-MM'. */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The school calendar: a month's days with why, the terms, and the school's closures and open days. */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.month, async ({ month }, c) => {
    const [from, to] = [`${month}-01`, monthEnd(month)];
    const { terms, spans } = await schoolCalendarOverrides(db, c.school.id, from, to);
    const days = classifyDays(from, to, terms, spans).map((d) => ({ ...d, holiday: d.holiday ? d.holiday[c.request.lang] : null }));
    return {
      month,
      schoolDays: days.filter((d) => d.schoolDay).length,
      days,
      terms: terms.map((term) => namedTerm(term, c.request.lang)),
    };
  });
  serve(app, E.terms, (q, c) => schoolTermPage(db, c.school.id, q, c.request.lang));
  serve(app, E.spans, (q, c) => listSpans(db, c.school.id, q));
  serve(app, E.addSpan, async (p, c) => ({ id: await saveSpan(db, c.school.id, null, p) }));
  serve(app, E.updateSpan, async ({ id, ...p }, c) => ({ id: await saveSpan(db, c.school.id, id, p) }));
  serve(app, E.removeSpan, async ({ id }, c) => {
    await deleteSpan(db, c.school.id, id);
    return null;
  });
}
