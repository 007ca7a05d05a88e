import { childEndpoints, childNumberEndpoints as E } from '@kg/shared/modules/garden/children-endpoints';
import type { FastifyInstance } from 'fastify';
import { MASKED } from '../../../core/masking.ts';
import { serve } from '../../../core/serve.ts';
import { changeGuardianMobile, numberChildren, numberClasses, saveClazzNumbers, saveStudentNo } from './child-number-service.ts';
import { childScope } from './child-service.ts';

/**
 * The student-number manager (class view → edit2) and the guardian phone change: the
 * calls that change one field of children outside the full child form.
 */
export async function studentNumberRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.classes, async (q, c) => {
    const { s, scope } = await childScope(c);
    return numberClasses(ctx.db, s.institutionId, scope, q.name);
  });

  serve(app, E.children, async (q, c) => {
    const { s, scope } = await childScope(c);
    return numberChildren(ctx.db, s, scope, q.clazzId);
  });

  serve(app, E.saveClass, async (body, c) => {
    const { s, scope } = await childScope(c);
    return saveClazzNumbers(ctx, s, scope, body);
  });

  serve(app, E.saveOne, async (body, c) => {
    const { s, scope } = await childScope(c);
    return saveStudentNo(ctx, s, scope, body.studentId, body.studentNo);
  });

  // the new phone is echoed masked, like every answer to an action
  serve(app, childEndpoints.guardianMobile, async (body, c) => {
    const { s, scope } = await childScope(c);
    await changeGuardianMobile(ctx, s, scope, body);
    return { guardianId: body.guardianId, mobile: MASKED.phone(body.mobile) };
  });
}
