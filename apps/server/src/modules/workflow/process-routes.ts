import { definitionEndpoints as E } from '@kg/shared/modules/workflow/definitions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../core/serve.ts';
import {
  addProcess,
  deleteProcess,
  getProcess,
  listProcesses,
  roleOptions,
  setEnabled,
  startableProcesses,
  updateProcess,
} from './process-data.ts';
import { registeredKinds } from './process-kinds.ts';

/** Process definitions: the designer's calls and what the submit page offers. */
export async function processRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listProcesses(db, c.school.id, q));
  serve(app, E.get, ({ id }, c) => getProcess(db, c.school.id, id));
  serve(app, E.add, async (p, c) => ({ id: await addProcess(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => ({ id: await updateProcess(db, c.school.id, id, p) }));
  serve(app, E.enable, async ({ id, enabled }, c) => {
    await setEnabled(db, c.school.id, id, enabled);
    return null;
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteProcess(db, c.school.id, id);
    return null;
  });
  serve(app, E.kinds, async () => registeredKinds());
  serve(app, E.roleOptions, (_q, c) => roleOptions(db, c.school.id));
  serve(app, E.startable, (_q, c) => startableProcesses(db, c.school.id));
}
