import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access.ts';
import { fieldError } from './errors.ts';

/**
 * A read call served on POST (the spec's method: form or JSON body) and on GET (query
 * string), with one input schema. Fastify allows no body schema on GET, hence two
 * registrations. A POST without a body reads the query string: it is moved into the body
 * before validation, so required fields and defaults behave the same either way.
 */
export function readCall<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  opts: { access: Access; summary: string; input: S },
  handler: (request: FastifyRequest, input: z.output<S>, reply: FastifyReply) => Promise<unknown>,
): void {
  const config = { access: opts.access };
  app.post(
    url,
    {
      config,
      schema: { summary: opts.summary, body: opts.input },
      preValidation: async (request) => {
        const b = request.body;
        if (b == null || (typeof b === 'object' && Object.keys(b).length === 0)) request.body = { ...(request.query as object) };
      },
    },
    (request, reply) => handler(request, request.body as z.output<S>, reply),
  );
  app.get(url, { config, schema: { summary: opts.summary, querystring: opts.input } }, (request, reply) =>
    handler(request, request.query as z.output<S>, reply),
  );
}

/** Validates a query string against a schema inside a handler, naming the failing field. */
export function parseQuery<S extends z.ZodType>(input: S, query: unknown): z.output<S> {
  const r = input.safeParse(query ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') || 'query';
  throw fieldError(field, `参数格式不正确（${issue?.message}）`, issue?.message ?? 'invalid');
}
