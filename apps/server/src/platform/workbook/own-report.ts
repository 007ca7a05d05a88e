import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { FileKind, findReadableFile, sendStoredFile } from '../files/index.ts';

/** A failure report (stored_files kind import-report) of the caller's school that the caller made. */
export async function sendOwnReport(ctx: AppContext, reply: FastifyReply, s: SessionInfo, id: number) {
  const file = await findReadableFile(ctx, s, id);
  if (!file || file.kind !== FileKind.importReport) throw notFound();
  return sendStoredFile(ctx, reply, file, 'original');
}
