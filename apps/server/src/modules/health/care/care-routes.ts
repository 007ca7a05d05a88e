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

  serve(app, E.list, async (q, c) => listCare(db, c.school.id, c.classes, q));
  serve(app, E.export, async (q, c) => {
    const range = c.classes;
    return exportCare(c.reply, c.session(), c.request.lang, range, q);
  });
  serve(app, E.setState, async ({ id, state }, c) => {
    await setCareState(db, c.school.id, c.classes, id, state);
    return null;
  });
  serve(app, E.remove, async ({ id }, c) => {
    await removeCare(db, c.school.id, c.classes, id);
    return null;
  });
  serve(app, E.add, async (q, c) => addCare(db, c.session(), c.classes, q));
  serve(app, E.detail, async ({ id }, c) => careDetail(ctx, c.session(), c.classes, id));
  serve(app, E.students, async (q, c) => studentOptions(db, c.school.id, c.classes, q));
  serve(app, E.remindUsers, async ({ name }, c) => remindUsers(db, c.school.id, name));

  serve(app, M.list, async ({ title }, c) => listModels(db, c.school.id, title));
  serve(app, M.add, async (m, c) => addModel(db, c.school.id, c.session().memberId, m));
  serve(app, M.update, async (m, c) => {
    await updateModel(db, c.school.id, m);
    return null;
  });
  serve(app, M.remove, async ({ id }, c) => {
    await removeModel(db, c.school.id, id);
    return null;
  });
  serve(app, M.top, async ({ id }, c) => {
    await topModel(db, c.school.id, id, true);
    return null;
  });
  serve(app, M.untop, async ({ id }, c) => {
    await topModel(db, c.school.id, id, false);
    return null;
  });

  // views and entries: the plain calls act on anyone's (care code), the no-permission ones on the caller's own
  for (const [kind, G] of [
    ['view', V],
    ['entry', T],
  ] as const) {
    serve(app, G.add, async ({ recordId, ...f }, c) => addNote(db, kind, c.session(), c.classes, recordId, f));
    for (const [e, own] of [
      [G.update, false],
      [G.ownUpdate, true],
    ] as const) {
      serve(app, e, async ({ id, ...f }, c) => {
        await updateNote(db, kind, c.session(), c.classes, id, f, own);
        return null;
      });
    }
    for (const [e, own] of [
      [G.remove, false],
      [G.ownRemove, true],
    ] as const) {
      serve(app, e, async ({ id }, c) => {
        await removeNote(db, kind, c.session(), c.classes, id, own);
        return null;
      });
    }
  }
  serve(app, V.detail, async ({ id }, c) => viewDetail(db, c.session(), c.classes, id));
  serve(app, T.detail, async ({ id }, c) => entryDetail(ctx, c.session(), c.classes, id));

  await app.register(exhortRoutes);
}
