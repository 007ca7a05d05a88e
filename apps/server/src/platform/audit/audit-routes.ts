import { GARDEN_CODES as G } from '@kg/shared';
import { auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import { PLATFORM_SERVICE_CODES as C } from '@kg/shared/modules/platform/codes';
import type { FastifyInstance } from 'fastify';
import { AppError, denied, notFound } from '../../core/errors.ts';
import { classInRange } from '../../core/scope.ts';
import type { ClassCall } from '../../core/serve.ts';
import { serve } from '../../core/serve.ts';
import { anchorHeads, anchorKey, checkAnchors } from './audit-anchor.ts';
import { auditEntry, auditFacets, recordHistory, searchAudit, studentClass } from './audit-data.ts';
import { verifyChain } from './audit-verify.ts';

/** Whose detail page shows a record's history without the audit code: the page's own code. */
const PAGE_CODES: Record<string, string> = { students: G.student, members: G.teacher };

/**
 * A record's history is the audit page's (auditView: any record of the school) or the record's
 * detail page's (its code, and for a child its class within the caller's range).
 */
async function assertHistoryAccess(c: ClassCall, table: string, recordId: string): Promise<void> {
  const s = c.session();
  if (s.permissions.has(C.auditView)) return;
  const code = PAGE_CODES[table];
  if (!code || !s.permissions.has(code)) throw denied();
  if (table === 'students') {
    const id = Number(recordId);
    if (!Number.isSafeInteger(id)) throw notFound();
    if (!classInRange(c.classes, await studentClass(c.ctx.db, c.school.id, id))) throw notFound();
  }
}

/** The audit service's calls: search, one entry, a record's history, facets, the chain check. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.search, (q, c) => {
    if (q.startDate && q.endDate && q.startDate > q.endDate) throw new AppError('audit-0001', { field: 'endDate' });
    return searchAudit(db, c.school.id, q);
  });
  serve(app, E.entry, ({ id }, c) => auditEntry(db, c.school.id, id));
  serve(app, E.history, async (q, c) => {
    await assertHistoryAccess(c, q.table, q.recordId);
    return recordHistory(db, c.school.id, q.table, q.recordId, q);
  });
  serve(app, E.facets, (_q, c) => auditFacets(db, c.school.id));
  serve(app, E.verify, async (_q, c) => {
    const chain = await verifyChain(db, c.school.id);
    if (!chain.ok) return chain;
    const broken = await checkAnchors(db, app.ctx.config, c.school.id);
    return broken ? { ...chain, ok: false, broken } : chain;
  });
  serve(app, E.anchor, async (_q, c) => {
    const a = await anchorHeads(app.ctx, c.request.log, c.school.id);
    const [, seq, hash] = a.heads[0] ?? [0, 0, ''];
    return { at: new Date(a.at), seq, hash };
  });

  // the key exists from the first start (a start without a writable DATA_DIR says so and runs on)
  try {
    anchorKey(app.ctx.config);
  } catch (err) {
    app.log.warn({ err }, 'audit anchor key unavailable: anchors are not written until it is');
  }
  app.ctx.jobs.schedule('audit-anchor', '0 * * * *', async () => {
    await anchorHeads(app.ctx, app.log);
  });
}
