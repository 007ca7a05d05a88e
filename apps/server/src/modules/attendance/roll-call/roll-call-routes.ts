import { rollCallEndpoints as E } from '@kg/shared/modules/attendance/roll-call';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { withAuditContext } from '../../../platform/audit/index.ts';
import { closeDayEverywhere } from '../ledger/day-close.ts';
import { scheduleAbsenceNotices } from './absence-notice.ts';
import { childDayHistory, markChild } from './mark-data.ts';
import { classRegister, registerClasses, registerDay } from './register-data.ts';

const DAY_MS = 86_400_000;

/** The class register: a class's day, the teachers' marks, the not-arrived notice and closing the day. */
export async function rollCallRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  scheduleAbsenceNotices(app.ctx);
  // shortly after midnight (China): yesterday's rows for every enrolled child and class, absent where nothing came
  app.ctx.jobs.schedule('attendance.day-close', '10 0 * * *', async () => {
    const yesterday = todayChina(new Date(app.ctx.now().getTime() - DAY_MS));
    await withAuditContext({ actorName: 'attendance day close' }, () => closeDayEverywhere(db, yesterday));
  });
  serve(app, E.classes, (_q, c) => registerClasses(db, c.school.id, c.classes));
  serve(app, E.list, (q, c) => {
    const now = app.ctx.now();
    return classRegister(db, c.school.id, c.classes, q.classId, registerDay(q.day, now), now);
  });
  serve(app, E.history, (q, c) => childDayHistory(db, c.school.id, c.classes, q.studentId, registerDay(q.day, app.ctx.now())));
  serve(app, E.mark, (p, c) => markChild(db, c.school.id, c.classes, c.session().accountId, p, app.ctx.now()));
}
