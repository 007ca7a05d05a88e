import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from './access.ts';

/**
 * A read call served on POST (the spec's method: form or JSON body) and on GET (query string),
 * with one input schema. Fastify allows no body schema on GET, hence two registrations.
 * An absent POST body falls back to the query string, so defaults still apply.
 */
export function readRoute<S extends z.ZodObject>(
  app: FastifyInstance,
  url: string,
  opts: { access: Access; summary: string; input: S },
  handler: (request: FastifyRequest, input: z.output<S>) => Promise<unknown>,
): void {
  const config = { access: opts.access };
  app.post(url, { config, schema: { summary: opts.summary, body: opts.input.optional(), querystring: opts.input } },
    (request) => handler(request, (request.body ?? request.query) as z.output<S>));
  app.get(url, { config, schema: { summary: opts.summary, querystring: opts.input } },
    (request) => handler(request, request.query as z.output<S>));
}
