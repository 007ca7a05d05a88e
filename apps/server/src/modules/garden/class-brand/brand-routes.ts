import { brandContentEndpoints as E } from '@kg/shared/modules/garden/class-brand';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { deleteContent, insertContent, listContents, ownedContent, updateContent } from './brand-data.ts';
import { checkBrandInput } from './brand-input.ts';
import { brandView } from './brand-view.ts';

/** Class brand content (/garden/v1/classBrand/content/*): class-scoped, teachers only for their classes. */
export async function classBrandRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  serve(app, E.list, async (q, c) => {
    const page = await listContents(db, c.school.id, c.classes, q);
    return { ...page, list: page.list.map((r) => brandView(ctx, c.session(), c.request.lang, r)) };
  });

  serve(app, E.add, async (b, c) => {
    const v = await checkBrandInput(ctx, { schoolId: c.school.id, memberId: c.session().memberId }, b, c.classes);
    return { id: await insertContent(db, { schoolId: c.school.id, memberId: c.session().memberId }, v) };
  });

  serve(app, E.update, async (b, c) => {
    const range = c.classes;
    await ownedContent(db, c.school.id, b.id, range);
    await updateContent(
      db,
      c.school.id,
      b.id,
      await checkBrandInput(ctx, { schoolId: c.school.id, memberId: c.session().memberId }, b, range),
    );
    return { id: b.id };
  });

  serve(app, E.remove, async ({ id }, c) => {
    await ownedContent(db, c.school.id, id, c.classes);
    await deleteContent(db, c.school.id, id);
    return null;
  });
}
