import type { Endpoint } from '@kg/shared';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const binary = { schema: { type: 'string', format: 'binary' } };

/**
 * The OpenAPI transform: zod schemas as JSON schema; the institution a call acts in as `x-scope`
 * (its declared scope); and a download's answer as what it is, a binary body of its declared
 * content types (serve() gives downloads no response schema, since they answer a file, not the envelope).
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const e = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  const scoped = e?.scope ? { ...out, schema: { ...(out.schema as FastifySchema), 'x-scope': e.scope } as FastifySchema } : out;
  if (e?.transfer !== 'download') return scoped;
  const content = Object.fromEntries((e.files ?? []).map((type) => [type, binary]));
  return {
    ...scoped,
    schema: { ...(scoped.schema as FastifySchema), response: { 200: { description: 'The file', content } } } as FastifySchema,
  };
};
