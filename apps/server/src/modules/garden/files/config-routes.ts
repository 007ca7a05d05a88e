import { type StorageConfigView, UPLOAD_LIMITS, uploadPathField } from '@kg/shared/modules/garden/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { FILE_URL_TTL_S } from './file-url.ts';
import { storageFor } from './storage/storage.ts';

/**
 * The spec's OSS configuration calls, answered for OUR storage: uploads always go through
 * the server (which checks the content and makes the compressed copy and thumbnail), so the
 * client gets the upload URL and limits, never storage credentials.
 */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const input = z.object({ path: uploadPathField });

  const view = (path: string | undefined): StorageConfigView => ({
    provider: storageFor(ctx).provider,
    uploadUrl: '/api/file/v1/upload/image',
    fileField: 'file',
    pathPrefix: (path ?? UPLOAD_LIMITS.defaultPath).replace(/\/?$/, '/'),
    maxImageBytes: UPLOAD_LIMITS.imageMaxBytes,
    accept: [...UPLOAD_LIMITS.imageTypes],
    urlTtlSeconds: FILE_URL_TTL_S,
  });

  readCall(
    app,
    '/file/v1/aliyun/oss/get-config',
    {
      access: SIGNED_IN_READ,
      summary: 'Upload configuration of our storage: {provider, uploadUrl, fileField, pathPrefix, maxImageBytes, accept, urlTtlSeconds}',
      input,
    },
    async (_request, { path }) => ok(view(path)),
  );

  readCall(
    app,
    '/file/v1/aliyun/oss/get-config-and-callback-info',
    {
      access: SIGNED_IN_READ,
      summary: 'As get-config, plus callback: null (the server is the upload target and processes the file itself, no storage callback)',
      input,
    },
    async (_request, { path }) => ok({ ...view(path), callback: null }),
  );
};
