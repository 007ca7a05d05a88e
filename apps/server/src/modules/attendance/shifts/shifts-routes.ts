import { classShiftEndpoints as CS } from '@kg/shared/modules/attendance/class-shifts';
import { globalRuleEndpoints as R } from '@kg/shared/modules/attendance/global-rules';
import { shiftEndpoints as E } from '@kg/shared/modules/attendance/shifts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { assignClasses, listClassShifts } from './class-shifts-data.ts';
import { selectRules, updateRules } from './global-rules-data.ts';
import { addShift, deleteShift, listShifts, shiftOptions, shiftUse, updateShift } from './shifts-data.ts';

/** Children's shifts, the classes' shifts and the school's attendance rules. */
export async function shiftsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.selectList, (_q, c) => shiftOptions(db, c.school.id));
  serve(app, E.queryPageList, (q, c) => listShifts(db, c.school.id, q));
  serve(app, E.add, async (p, c) => ({ id: await addShift(db, c.school.id, p) }));
  serve(app, E.update, async (p, c) => {
    await updateShift(db, c.school.id, p);
    return { id: p.id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteShift(db, c.school.id, id);
    return null;
  });

  serve(app, CS.flagInUse, async ({ id }, c) => {
    const classCount = await shiftUse(db, c.school.id, id);
    return { inUse: classCount > 0, classCount };
  });
  serve(app, CS.clazzListPage, (q, c) => listClassShifts(db, c.school.id, c.classes, q));
  serve(app, CS.batchAddOrUpdate, async (p, c) => ({ count: await assignClasses(db, c.school.id, p) }));

  serve(app, R.select, (_q, c) => selectRules(db, c.school.id));
  serve(app, R.update, async (p, c) => ({ effectiveFrom: await updateRules(db, c.school.id, p) }));
}
