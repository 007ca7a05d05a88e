import { careEndpoints as E, modelEndpoints as M, entryEndpoints as T, viewEndpoints as V } from '@kg/shared/modules/health/care/care';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addCare, careDetail, remindUsers, removeCare, setCareState, studentOptions } from './care-data.ts';
import { careExporter } from './care-export.ts';
import { listCare } from './care-list.ts';
import { addModel, listModels, removeModel, topModel, updateModel } from './care-models.ts';
import { addNote, entryDetail, removeNote, updateNote, viewDetail } from './care-notes.ts';
import { scheduleCareReminders } from './care-reminders.ts';
import { exhortRoutes } from './exhort-routes.ts';

/** Health care records, content templates, reminders, views and teacher entries; parent exhortations. */
export async function careRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  // the export's job kind and the reminder scan exist before a worker picks anything up
  const exportCare = careExporter(ctx);
  scheduleCareReminders(ctx);

  serve(app, E.list, async (q, c) => listCare(db, c.schoolId(), await c.classRange(), q));
  serve(app, E.export, async (q, c) => {
    const range = await c.classRange();
    return exportCare(c.reply, c.session(), c.request.lang, range, q);
  });
  serve(app, E.setState, async ({ id, state }, c) => {
    await setCareState(db, c.schoolId(), await c.classRange(), id, state);
    return null;
  });
  serve(app, E.remove, async ({ id }, c) => {
    await removeCare(db, c.schoolId(), await c.classRange(), id);
    return null;
  });
  serve(app, E.add, async (q, c) => addCare(db, c.session(), await c.classRange(), q));
  serve(app, E.detail, async ({ id }, c) => careDetail(ctx, c.session(), await c.classRange(), id));
  serve(app, E.students, async (q, c) => studentOptions(db, c.schoolId(), await c.classRange(), q));
  serve(app, E.remindUsers, async ({ name }, c) => remindUsers(db, c.schoolId(), name));

  serve(app, M.list, async ({ title }, c) => listModels(db, c.schoolId(), title));
  serve(app, M.add, async (m, c) => addModel(db, c.schoolId(), c.session().memberId, m));
  serve(app, M.update, async (m, c) => {
    await updateModel(db, c.schoolId(), m);
    return null;
  });
  serve(app, M.remove, async ({ id }, c) => {
    await removeModel(db, c.schoolId(), id);
    return null;
  });
  serve(app, M.top, async ({ id }, c) => {
    await topModel(db, c.schoolId(), id, true);
    return null;
  });
  serve(app, M.untop, async ({ id }, c) => {
    await topModel(db, c.schoolId(), id, false);
    return null;
  });

  // views and entries: the plain calls act on anyone's (care code), the no-permission ones on the caller's own
  for (const [kind, G] of [
    ['view', V],
    ['entry', T],
  ] as const) {
    serve(app, G.add, async ({ recordId, ...f }, c) => addNote(db, kind, c.session(), await c.classRange(), recordId, f));
    for (const [e, own] of [
      [G.update, false],
      [G.ownUpdate, true],
    ] as const) {
      serve(app, e, async ({ id, ...f }, c) => {
        await updateNote(db, kind, c.session(), await c.classRange(), id, f, own);
        return null;
      });
    }
    for (const [e, own] of [
      [G.remove, false],
      [G.ownRemove, true],
    ] as const) {
      serve(app, e, async ({ id }, c) => {
        await removeNote(db, kind, c.session(), await c.classRange(), id, own);
        return null;
      });
    }
  }
  serve(app, V.detail, async ({ id }, c) => viewDetail(db, c.session(), await c.classRange(), id));
  serve(app, T.detail, async ({ id }, c) => entryDetail(ctx, c.session(), await c.classRange(), id));

  await app.register(exhortRoutes);
}
