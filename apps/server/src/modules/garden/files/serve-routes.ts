import { HEADER } from '@kg/shared';
import { idField } from '@kg/shared/validation/id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { bearer, loadSession } from '../../../core/session.ts';
import { verifyAccessToken } from '../../../core/tokens.ts';
import { verifyFileToken } from './file-url.ts';
import { sendStoredFile } from './send-file.ts';
import { FILE_VARIANTS, FileKind, findStoredFile } from './stored-files.ts';

/**
 * GET /file/v1/files/:id/:variant — a stored file, to a signed-in user of the file's school.
 *
 * The route's declared access is 'public' only because browsers load <img src> without our
 * Authorization and signature headers; the handler itself requires either the signed URL
 * token `t` (file-url.ts: bound to one session, file, variant and expiry) or a bearer token,
 * and in both cases a session that is still valid, looking the file up in that session's
 * school only. Without either nothing is served.
 */
export const serveRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/file/v1/files/:id/:variant',
    {
      config: { access: 'public', signed: false },
      schema: {
        summary: 'A stored file (original, compress, thumbnail) by signed URL token t, or bearer token; same school only',
        params: z.object({ id: idField, variant: z.enum(FILE_VARIANTS) }),
        querystring: z.object({ t: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const { s, maxAge } = await sessionFor(request.query.t, id, variant, bearer(request));
      // like every other call: a schoolId header naming another institution is refused
      const h = request.headers[HEADER.schoolId];
      if (typeof h === 'string' && !['', 'undefined', 'null', String(s.institutionId)].includes(h)) throw new AppError('gateway-0105');
      const file = await findStoredFile(ctx, s.institutionId, id);
      if (!file) throw notFound();
      // a report holds the imported rows' personal data: by bearer, only its importer gets it
      if (!request.query.t && file.kind === FileKind.importReport && file.createdBy !== s.memberId) throw notFound();
      return sendStoredFile(ctx, reply, file, variant, maxAge);
    },
  );
};
