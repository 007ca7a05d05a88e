import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { checkEndpoints as C, confEndpoints as F, itemEndpoints as I } from '@kg/shared/modules/health/inspection/inspection';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { ClassCall } from '../../../core/serve.ts';
import { serve } from '../../../core/serve.ts';
import { allNormal, saveCheck, slotItemsForWrite, undoCheck, type Writer } from './check-data.ts';
import { tellAbnormal } from './check-notices.ts';
import { checkDayAllowed, turnsAlerting } from './check-rules.ts';
import { className, sheetChildren } from './check-sheet.ts';
import { enabledItems, listItems, saveItem, setItemEnabled } from './item-data.ts';
import { listSlots, oneSlot, submitSlot } from './slot-data.ts';

/** Check items, check slots, recording checks, daily and monthly records, class and grade options. */
export async function inspectionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const today = () => todayChina(ctx.now());
  // health staff (who configure the checks) may correct a past day; a teacher's day closes with it
  const mayChangePast = (c: ClassCall) => c.session().permissions.has(H.inspectConfig);
  const writer = async (c: ClassCall, day: string): Promise<Writer> => {
    checkDayAllowed(day, today(), mayChangePast(c));
    return { schoolId: c.school.id, memberId: c.session().memberId, range: c.classes };
  };

  serve(app, I.listData, (q, c) => listItems(db, c.school.id, q));
  serve(app, I.listOption, (_q, c) => enabledItems(db, c.school.id));
  serve(app, I.enabledOrDisable, async ({ id, enabled }, c) => {
    await setItemEnabled(db, c.school.id, id, enabled);
    return null;
  });
  serve(app, I.addOrUpdate, (p, c) => saveItem(db, c.school.id, p));

  serve(app, F.listConf, (_q, c) => listSlots(db, c.school.id));
  serve(app, F.confInfo, ({ slot }, c) => oneSlot(db, c.school.id, slot));
  serve(app, F.confSubmit, async (p, c) => {
    await submitSlot(db, c.school.id, p);
    return null;
  });

  serve(app, C.sheet, async ({ classId, day, slot }, c) => {
    const schoolId = c.school.id;
    const name = await className(db, schoolId, classId);
    if (name === null || !classInRange(c.classes, classId)) throw notFound();
    const s = await oneSlot(db, schoolId, slot);
    const now = today();
    return {
      classId,
      className: name,
      day,
      slot,
      editable: day <= now && (day === now || mayChangePast(c)) && c.session().permissions.has(H.inspectRecord),
      items: s.items,
      children: await sheetChildren(db, schoolId, classId, day, slot),
    };
  });
  serve(app, C.save, async (p, c) => {
    const w = await writer(c, p.day);
    const saved = await saveCheck(db, w, p);
    if (turnsAlerting(saved.before, saved.check.result ?? 'normal')) {
      await tellAbnormal(ctx, w.schoolId, saved.child, p.day, p.slot as 1 | 2 | 3, saved.check, app.extensions.illnessSources.list()).catch(
        (e) => c.request.log.error({ err: e }, 'telling of an abnormal check failed'),
      );
    }
    return saved.check;
  });
  serve(app, C.allNormal, async ({ classId, day, slot }, c) => {
    const w = await writer(c, day);
    if ((await className(db, w.schoolId, classId)) === null || !classInRange(w.range, classId)) throw notFound();
    await slotItemsForWrite(db, w.schoolId, slot);
    return { count: await allNormal(db, w, classId, day, slot) };
  });
  serve(app, C.undo, async ({ day, slot, studentId }, c) => {
    await undoCheck(db, await writer(c, day), day, slot, studentId);
    return null;
  });
}
