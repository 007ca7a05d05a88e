import { fileEndpoints as E, type StorageConfigView, UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import type { FastifyInstance } from 'fastify';
import { FILE_URL_TTL_S } from '../../core/file-url.ts';
import { serve } from '../../core/serve.ts';
import { storageFor } from './storage/storage.ts';

/**
 * The spec's OSS configuration calls, answered for OUR storage: uploads always go through
 * the server (which checks the content and makes the compressed copy and thumbnail), so the
 * client gets the upload URL and limits, never storage credentials.
 */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const view = (path: string | undefined): StorageConfigView => ({
    provider: storageFor(ctx).provider,
    uploadUrl: `/api${E.uploadImage.path}`,
    fileField: 'file',
    pathPrefix: (path ?? UPLOAD_LIMITS.defaultPath).replace(/\/?$/, '/'),
    maxImageBytes: UPLOAD_LIMITS.imageMaxBytes,
    accept: [...UPLOAD_LIMITS.imageTypes],
    urlTtlSeconds: FILE_URL_TTL_S,
  });

  serve(app, E.config, async ({ path }) => view(path));
  serve(app, E.configWithCallback, async ({ path }) => ({ ...view(path), callback: null }));
}
