import type { FastifyInstance } from 'fastify';
import { configRoutes } from './config-routes.ts';
import { serveRoutes } from './serve-routes.ts';

/** Files area: storage configuration, serving stored files. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(configRoutes);
  await app.register(serveRoutes);
}

// What modules use of stored files: attaching one to a record, keeping an upload, serving one.
export { type Attacher, type AttachKind, type AttachOptions, assertAttachable } from './attachable.ts';
export { contentDisposition } from './content-disposition.ts';

export { sendSchoolFile, sendStoredFile } from './send-file.ts';
export { LocalStorage } from './storage/local-storage.ts';
export { FileKind, findReadableFile, findStoredFile, type StoredFile, saveStoredFile } from './stored-files.ts';
