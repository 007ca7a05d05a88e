import type { FastifyInstance } from 'fastify';

/**
 * One info line per finished call: method, path, status and milliseconds, under the request's id.
 * Fastify's own request logging writes two lines a call (received, completed), each serializing the
 * request; and it logs the query string, where a search can carry a child's name and a file link
 * its signature — the path alone says which call it was. Nothing is added when info is not logged.
 */
export function registerAccessLog(app: FastifyInstance): void {
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    const q = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        path: q < 0 ? request.url : request.url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'call',
    );
    done();
  });
}
