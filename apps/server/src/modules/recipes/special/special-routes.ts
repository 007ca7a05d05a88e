import { specialEndpoints as E } from '@kg/shared/modules/recipes/special';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { groupOptions, listCandidates, listGroups, listSpecialChildren } from './special-data.ts';
import { addGroupChildren, deleteGroup, removeGroupChild, saveGroup } from './special-write.ts';

/** Special-meal groups and their children (/garden/v1/teacher/ck/special/*): the school's, children of the caller's classes. */
export async function specialRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.groupList, (q, c) => listGroups(db, c.school.id, q));
  serve(app, E.groupOptions, (_q, c) => groupOptions(db, c.school.id));
  serve(app, E.groupSave, async (b, c) => ({ id: await saveGroup(db, c.school.id, b) }));
  serve(app, E.groupDelete, async ({ id }, c) => {
    await deleteGroup(db, c.school.id, id);
    return null;
  });
  serve(app, E.studentList, async (q, c) => listSpecialChildren(db, c.school.id, c.classes, q));
  serve(app, E.candidates, async (q, c) => listCandidates(db, c.school.id, c.classes, q));
  serve(app, E.studentAdd, async (b, c) => addGroupChildren(db, c.school.id, c.classes, b));
  serve(app, E.studentDelete, async ({ groupId, studentId }, c) => {
    await removeGroupChild(db, c.school.id, c.classes, groupId, studentId);
    return null;
  });
}
