import { HEADER } from '@kg/shared';
import { fileEndpoints as E, storedFileParams } from '@kg/shared/modules/garden/files';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { verifyFileToken } from '../../core/file-url.ts';
import { parseQuery } from '../../core/parse-input.ts';
import { serve } from '../../core/serve.ts';
import { bearer, loadSession } from '../../core/session.ts';
import { verifyAccessToken } from '../../core/tokens.ts';
import { sendStoredFile } from './send-file.ts';
import { findReadableFile } from './stored-files.ts';

/**
 * GET /file/v1/files/:id/:variant — a stored file, to a signed-in user of the file's school.
 *
 * The declared access is 'public' and the call unsigned only because browsers load <img src>
 * without our Authorization and signature headers; the handler itself requires either the
 * signed URL token `t` (file-url.ts: bound to one session, file, variant and expiry) or a
 * bearer token, and in both cases a session that is still valid, looking the file up in that
 * session's school only. Without either nothing is served.
 */
export async function serveRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  async function sessionFor(
    t: string | undefined,
    id: number,
    variant: string,
    auth: string | null,
  ): Promise<{ s: SessionInfo; maxAge: number }> {
    if (t) {
      const v = verifyFileToken(ctx, t, id, variant);
      if (v === null || v === 'expired') throw new AppError('file-0011');
      const s = await loadSession(ctx, v.sid);
      if (!s) throw new AppError('file-0011');
      return { s, maxAge: Math.max(0, Math.floor(v.exp - ctx.now().getTime() / 1000)) };
    }
    if (!auth) throw new AppError('gateway-0101');
    const claims = verifyAccessToken(ctx.tokenSecret, auth, ctx.now().getTime() / 1000);
    if (claims === null || claims === 'expired') throw new AppError(claims === 'expired' ? 'iam-0003' : 'gateway-0101');
    const s = await loadSession(ctx, claims.sid);
    if (!s) throw new AppError('gateway-0102');
    return { s, maxAge: 0 };
  }

  serve(
    app,
    E.stored,
    async ({ t }, { request, reply }) => {
      // the path's id and variant are strict like any body field (a loose id is a 400 naming it)
      const { id, variant } = parseQuery(storedFileParams, request.params);
      const { s, maxAge } = await sessionFor(t, id, variant, bearer(request));
      // like every other call: a schoolId header naming another institution is refused
      const h = request.headers[HEADER.schoolId];
      if (typeof h === 'string' && !['', 'undefined', 'null', String(s.institutionId)].includes(h)) throw new AppError('gateway-0105');
      // a signed link is no exception: a report reaches its importer only, whoever signed the link
      const file = await findReadableFile(ctx, s, id);
      if (!file) throw notFound();
      return sendStoredFile(ctx, reply, file, variant, maxAge);
    },
    { unsigned: true },
  );
}
