import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/**
 * One line per finished call: method, path, status and milliseconds, under the request's id.
 * Fastify's own request logging writes two lines a call (received, completed), each serializing the
 * request; and it logs the query string, where a search can carry a child's name and a file link
 * its signature — the path alone says which call it was. Fastify's other lines (stream errors,
 * a reply that could not be written) are kept.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'call failed');
    else reply.log.info(line, 'call');
  }
}
