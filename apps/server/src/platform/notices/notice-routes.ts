import { noticeEndpoints as E } from '@kg/shared/modules/platform/notices';
import type { FastifyInstance } from 'fastify';
import type { Call } from '../../core/serve.ts';
import { serve } from '../../core/serve.ts';
import { listNotices, markAllRead, markRead, noticeSources, type Reader, unreadCount } from './notice-data.ts';
import { listOutbox } from './outbox-data.ts';

/** Messages belong to an account in one institution: a person in two schools has two inboxes. */
const readerOf = (c: Call): Reader => {
  const s = c.session();
  return { institutionId: s.institutionId, accountId: s.accountId };
};

/** The notification centre's calls: everyone's own messages, and the school's outbox for the director. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listNotices(db, readerOf(c), q, c.request.lang));
  serve(app, E.unreadCount, async (_q, c) => ({ count: await unreadCount(db, readerOf(c)) }));
  serve(app, E.sources, (_q, c) => noticeSources(db, readerOf(c)));
  serve(app, E.markRead, async ({ ids }, c) => ({ count: await markRead(db, readerOf(c), ids, c.ctx.now()) }));
  serve(app, E.markAllRead, async (_q, c) => ({ count: await markAllRead(db, readerOf(c), c.ctx.now()) }));
  serve(app, E.outbox, (q, c) => listOutbox(db, c.school.id, q));
}
