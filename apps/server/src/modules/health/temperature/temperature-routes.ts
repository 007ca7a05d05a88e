import { temperatureEndpoints as E, measureEndpoints as M } from '@kg/shared/modules/health/temperature/temperature';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../core/errors.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import { type ClassCall, serve } from '../../../core/serve.ts';
import { seenChild, seenClass } from '../inspection/option-data.ts';
import { measurePage } from './measure-data.ts';
import { childPage, childReadings, findMember, saveStaffReading, staffOptions, staffPage, staffReadings } from './temperature-data.ts';
import { sendReadings, temperatureExports } from './temperature-export.ts';

/**
 * Children and staff temperatures, staff temperature entry, measures. Children's readings are
 * those of the checks, within the caller's class range; staff readings are the school's.
 */
export async function temperatureRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const exports = temperatureExports(app.ctx);
  const scoped = async (c: ClassCall, clazzId?: number) => {
    const schoolId = c.school.id;
    const range = c.classes;
    if (clazzId) await seenClass(db, schoolId, range, clazzId);
    return { schoolId, range };
  };

  serve(app, E.childList, async ({ pageNum, pageSize, ...f }, c) => {
    const { schoolId, range } = await scoped(c, f.clazzId);
    return childPage(db, schoolId, range, f, pageNum, pageSize);
  });
  serve(app, E.exportChildList, async (f, c) => {
    const { range } = await scoped(c, f.clazzId);
    return exports.children(c.reply, c.session(), c.request.lang, range, f);
  });
  const child = async (q: { studentId: number; start: string; end: string }, c: Parameters<typeof scoped>[0]) => {
    const { schoolId, range } = await scoped(c);
    const kid = await seenChild(db, schoolId, range, q.studentId);
    return { kid, readings: await childReadings(db, schoolId, range, kid.id, q) };
  };
  serve(app, E.childInfo, async (q, c) => {
    const { kid, readings } = await child(q, c);
    return { studentId: kid.id, studentName: kid.name, clazzName: kid.className ?? '', readings };
  });
  serve(app, E.exportChildInfo, async (q, c) => {
    const { kid, readings } = await child(q, c);
    return sendReadings(c.reply, c.request.lang, kid.name, q, readings);
  });

  serve(app, E.staffList, async ({ pageNum, pageSize, ...f }, c) => {
    const page = await staffPage(db, c.school.id, f, pageNum, pageSize);
    return { ...page, list: page.list.map((r) => maskRecord(r, MASKED, { phones: ['phone'] })) };
  });
  serve(app, E.exportStaffList, async (f, c) => exports.staff(c.reply, c.session(), c.request.lang, null, f));
  const staff = async (q: { memberId: number; start: string; end: string }, schoolId: number) => {
    const member = await findMember(db, schoolId, q.memberId);
    if (!member) throw notFound();
    return { member, readings: await staffReadings(db, schoolId, member.id, q) };
  };
  serve(app, E.staffInfo, async (q, c) => {
    const { member, readings } = await staff(q, c.school.id);
    return { memberId: member.id, realName: member.realName, readings };
  });
  serve(app, E.exportStaffInfo, async (q, c) => {
    const { member, readings } = await staff(q, c.school.id);
    return sendReadings(c.reply, c.request.lang, member.realName, q, readings);
  });
  serve(app, E.staffOptions, async (q, c) => staffOptions(db, c.school.id, q.name));
  serve(app, E.addStaff, async (v, c) => {
    const schoolId = c.school.id;
    const member = await findMember(db, schoolId, v.memberId);
    if (member?.status !== 1) throw notFound();
    if (v.day > todayChina(new Date())) throw new AppError('health-0101');
    return saveStaffReading(db, schoolId, c.session().memberId, v);
  });

  serve(app, M.list, async ({ pageNum, pageSize, ...f }, c) => {
    const { schoolId, range } = await scoped(c, f.clazzId);
    return measurePage(db, schoolId, range, f, pageNum, pageSize);
  });
  serve(app, M.export, async (f, c) => {
    const { range } = await scoped(c, f.clazzId);
    return exports.measures(c.reply, c.session(), c.request.lang, range, f);
  });
}
